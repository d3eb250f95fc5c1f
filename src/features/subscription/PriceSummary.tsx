import { MAX_CHILDREN } from '@/domain/child';
import { LIST_PRICE, PRICE, PRICE_SAVING, SUBSCRIPTION_DAYS } from '@/lib/constants';
import { Card } from '@/ui/Card';
import styles from './checkout.module.css';

interface PriceSummaryProps {
  /** '$' for PayPal (USD), '₹' for the card provider (INR). */
  symbol: string;
  /** The currency's name, read out and shown once, e.g. 'US dollars'. */
  currencyName: string;
}

/** What is being bought: one year for 19, struck-through 49 (SPEC section 9). */
export function PriceSummary({ symbol, currencyName }: PriceSummaryProps) {
  return (
    <Card as="aside" tone="sun" className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Your order
      </h2>
      <p className={styles.summaryPlan}>One-year subscription to Sprouts</p>
      <p className={styles.summaryNote}>
        For the whole family: up to {MAX_CHILDREN} children, every grade.
      </p>
      <p className={styles.summaryPrice}>
        <s className={styles.was}>
          <span className="visually-hidden">Usual price: </span>
          {symbol}
          {LIST_PRICE}
        </s>{' '}
        <span className={styles.now}>
          <span className="visually-hidden">Now </span>
          {symbol}
          {PRICE}
        </span>{' '}
        <span className={styles.per}>for {SUBSCRIPTION_DAYS} days</span>
      </p>
      <p className={styles.summaryNote}>
        {symbol}
        {PRICE_SAVING} less. Paid in {currencyName}, once: no automatic renewal.
      </p>
    </Card>
  );
}
