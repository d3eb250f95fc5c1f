import { MAX_CHILDREN } from '@/domain/child';
import type { PaymentWay } from '@/domain/offer';
import { Card } from '@/ui/Card';
import { SubscriptionPrice } from '@/widgets/subscription-offer/SubscriptionPrice';
import styles from './checkout.module.css';

/** What is being bought at a checkout: one year, priced in the currency of `way`. */
export function PriceSummary({ way }: { way: PaymentWay }) {
  return (
    <Card as="aside" tone="sun" className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Your order
      </h2>
      <p className={styles.summaryPlan}>One-year subscription to Sprouts</p>
      <SubscriptionPrice way={way} compact />
      <p className={styles.summaryNote}>
        For the whole family: up to {MAX_CHILDREN} children, every grade.
      </p>
    </Card>
  );
}
