/**
 * What a subscription costs, decided here and never taken from the browser (SPEC.md section 9:
 * 19, for 365 days; INR in the card flow, USD in the PayPal flow). Amounts are in minor units
 * (paise, cents), as the payments table stores them.
 */
export const SUBSCRIPTION_PRICE = 19;

export const CARD_PRICE = { amount: SUBSCRIPTION_PRICE * 100, currency: 'INR' } as const;

export const PAYPAL_PRICE = {
  amount: SUBSCRIPTION_PRICE * 100,
  currency: 'USD',
  /** PayPal's decimal string for the amount. */
  value: SUBSCRIPTION_PRICE.toFixed(2),
} as const;

export const PAYPAL_ORDER_DESCRIPTION = 'Sprouts one-year subscription';
