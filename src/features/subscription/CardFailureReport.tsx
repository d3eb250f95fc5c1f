import { Alert } from '@/ui/Alert';
import { CARD_FAILURE_LABELS, plainCardFailure, type CardFailure } from './card-outcomes';
import { TEXT } from './messages';
import styles from './subscribe.module.css';

/**
 * A failed card payment (SPEC section 8): a plain sentence first, then the specification's
 * banner, and the provider's error code, description, source, step, reason, order id and
 * payment id in a 'Details for support' disclosure, in an alert that is read out.
 */
export function CardFailureReport({ failure }: { failure: CardFailure }) {
  return (
    <Alert tone="error" title={plainCardFailure(failure)}>
      <p>{TEXT.cardPaymentBanner}</p>
      <details className={styles.failureDetails}>
        <summary>Details for support</summary>
        <dl className={styles.failure}>
          {CARD_FAILURE_LABELS.map(([field, label]) => (
            <div key={field} className={styles.failureRow}>
              <dt>{label}</dt>
              <dd>{failure[field] || 'not given'}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className={styles.failureNext}>You can try again with Subscribe Now.</p>
    </Alert>
  );
}
