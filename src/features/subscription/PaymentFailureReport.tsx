import type { ReactNode } from 'react';
import { Alert } from '@/ui/Alert';
import { TEXT } from './messages';
import styles from './subscribe.module.css';

/** One line of a failure's 'Details for support': a label and the provider's value. */
export type SupportDetail = readonly [label: string, value: string];

interface PaymentFailureReportProps {
  /** What happened, in plain words ('Your card was declined. Nothing was charged.'). */
  summary: string;
  /** The technical fields, shown only when the parent opens 'Details for support'. */
  details: readonly SupportDetail[];
  /** What the parent can do now. */
  next: ReactNode;
}

/**
 * A failed payment, by card or PayPal (SPEC section 8): a plain sentence first, then the
 * specification's banner, and the provider's technical fields in a closed 'Details for
 * support' disclosure, in an alert that is read out.
 */
export function PaymentFailureReport({ summary, details, next }: PaymentFailureReportProps) {
  return (
    <Alert tone="error" title={summary}>
      <p>{TEXT.paymentErrorBanner}</p>
      <details className={styles.failureDetails}>
        <summary>Details for support</summary>
        <dl className={styles.failure}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.failureRow}>
              <dt>{label}</dt>
              <dd>{value || 'not given'}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className={styles.failureNext}>{next}</p>
    </Alert>
  );
}
