import { BOTH_PRICES, money, OFFER, PAYMENT_CURRENCIES, type PaymentWay } from '@/domain/offer';
import styles from './SubscriptionPrice.module.css';

interface SubscriptionPriceProps {
  /** The way to pay whose currency the figures are in. */
  way: PaymentWay;
  /** Also say the price of the other way to pay (pages that offer both). */
  bothWays?: boolean;
  /** Smaller figures, for a checkout's order summary. */
  compact?: boolean;
}

/**
 * The one way Sprouts states its price: the struck-through usual price, the price with its
 * currency for 365 days, the saving (SPEC section 9), the currency in words, and what the
 * subscription covers.
 */
export function SubscriptionPrice({
  way,
  bothWays = false,
  compact = false,
}: SubscriptionPriceProps) {
  const currency = PAYMENT_CURRENCIES[way];
  return (
    <div className={compact ? `${styles.offer} ${styles.compact}` : styles.offer}>
      <p className={styles.priceRow}>
        <s className={styles.was}>
          <span className="visually-hidden">Usual price: </span>
          {money(way, OFFER.listPrice)}
        </s>
        <span className={styles.price}>
          <span className="visually-hidden">Now </span>
          {money(way)}
        </span>
        <span className={styles.per}>for {OFFER.days} days</span>
      </p>
      <p className={styles.saving}>{OFFER.saving} less</p>
      <p className={styles.currencies}>
        {bothWays
          ? BOTH_PRICES
          : `Paid ${currency.way} in ${currency.name}, once: no automatic renewal.`}
      </p>
      <p className={styles.covers}>
        <strong>Covers: </strong>
        {OFFER.covers}
      </p>
    </div>
  );
}
