/**
 * What a subscription costs and covers, written once for every page that offers it (the
 * subscribe page, the checkouts, the curriculum pages) and checked against the receipt the
 * `api` function mails (supabase/functions/_shared/receipt-mail.ts).
 */
import {
  CARD_CURRENCY,
  LIST_PRICE,
  PAYPAL_CURRENCY,
  PRICE,
  PRICE_SAVING,
  SUBSCRIPTION_DAYS,
} from '@/lib/constants';
import { GRADE_SLUGS, GRADES } from './grades';

export type PaymentWay = 'card' | 'paypal';

/** The currency of each way to pay (SPEC section 9: INR by card, USD with PayPal). */
export const PAYMENT_CURRENCIES: Record<
  PaymentWay,
  { code: string; symbol: string; name: string; way: string }
> = {
  card: { code: CARD_CURRENCY, symbol: '₹', name: 'Indian rupees', way: 'by card' },
  paypal: { code: PAYPAL_CURRENCY, symbol: '$', name: 'US dollars', way: 'with PayPal' },
};

/** '₹19', '$49'. */
export function money(way: PaymentWay, amount: number = PRICE): string {
  return `${PAYMENT_CURRENCIES[way].symbol}${amount}`;
}

const gradeList = (() => {
  const labels = GRADE_SLUGS.map((slug) => GRADES[slug].label);
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
})();

/** What one subscription covers, as the pages and the receipt say it. */
export const SUBSCRIPTION_COVERS = `${SUBSCRIPTION_DAYS} days of volumes 2 to 4 for every grade (${gradeList}): all their English and Maths activities and end-of-volume checks, every printable worksheet, and Parents Corner, for the whole family. Volume 1 of every grade stays free.`;

export const OFFER = {
  price: PRICE,
  listPrice: LIST_PRICE,
  saving: PRICE_SAVING,
  days: SUBSCRIPTION_DAYS,
  covers: SUBSCRIPTION_COVERS,
} as const;

/** '₹19 by card in Indian rupees, or $19 with PayPal in US dollars.' */
export const BOTH_PRICES = `${money('card')} ${PAYMENT_CURRENCIES.card.way} in ${PAYMENT_CURRENCIES.card.name}, or ${money('paypal')} ${PAYMENT_CURRENCIES.paypal.way} in ${PAYMENT_CURRENCIES.paypal.name}.`;
