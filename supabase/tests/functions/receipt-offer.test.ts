import { describe, expect, it } from 'vitest';
import { OFFER, PAYMENT_CURRENCIES } from '../../../src/domain/offer';
import { CARD_PRICE, PAYPAL_PRICE, SUBSCRIPTION_PRICE } from '../../functions/_shared/pricing';
import { formatAmount, SUBSCRIPTION_COVERS } from '../../functions/_shared/receipt-mail';

/** The receipt and the pages that sell the subscription state one price and one offer. */
describe('the receipt and the offer on the pages', () => {
  it('say the same thing about what the subscription covers', () => {
    expect(SUBSCRIPTION_COVERS).toBe(OFFER.covers);
  });

  it('charge the price the pages show, in the currency each way to pay names', () => {
    expect(SUBSCRIPTION_PRICE).toBe(OFFER.price);
    expect(CARD_PRICE).toMatchObject({
      amount: OFFER.price * 100,
      currency: PAYMENT_CURRENCIES.card.code,
    });
    expect(PAYPAL_PRICE).toMatchObject({
      amount: OFFER.price * 100,
      currency: PAYMENT_CURRENCIES.paypal.code,
    });
    expect(formatAmount(CARD_PRICE.amount, CARD_PRICE.currency)).toBe(
      `${PAYMENT_CURRENCIES.card.symbol}${OFFER.price}.00 (INR)`,
    );
    expect(formatAmount(PAYPAL_PRICE.amount, PAYPAL_PRICE.currency)).toBe(
      `${PAYMENT_CURRENCIES.paypal.symbol}${OFFER.price}.00 (USD)`,
    );
  });
});
