import { Alert } from '@/ui/Alert';
import { CARD_FAILURE_LABELS, type CardFailure } from './card-outcomes';
import { TEXT } from './messages';
import styles from './subscribe.module.css';

/**
 * A failed card payment (SPEC section 8): the banner, then the provider's error code,
 * description, source, step, reason, order id and payment id, in an alert that is read out.
 */
export function CardFailureReport({ failure }: { failure: CardFailure }) {
  return (
    <Alert tone="error" title={TEXT.cardPaymentBanner}>
      <dl className={styles.failure}>
        {CARD_FAILURE_LABELS.map(([field, label]) => (
          <div key={field} className={styles.failureRow}>
            <dt>{label}</dt>
            <dd>{failure[field] || 'not given'}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.failureNext}>You can try again with Subscribe Now.</p>
    </Alert>
  );
}
