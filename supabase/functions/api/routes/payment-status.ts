import { requireCaller, type Caller } from '../../_shared/auth.ts';
import { cardConfig, listCardOrderPayments } from '../../_shared/card-client.ts';
import { HttpError, httpError } from '../../_shared/http.ts';
import { activateSubscription, findOwnOrder, type PaymentRow } from '../../_shared/payments.ts';
import { getAccessToken, getOrder, paypalConfig } from '../../_shared/paypal-client.ts';
import { CARD_PRICE } from '../../_shared/pricing.ts';
import { orderIdSchema } from '../../_shared/schemas.ts';
import { createAdminRest, type AdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';
import { activateCardPayment } from './card.ts';
import { activateCapturedOrder, capture } from './paypal.ts';

/**
 * What became of an order: `paid` (the subscription is active till `subscriptionEndDate`),
 * `unpaid` (nothing was charged), or `review` (the provider took a payment that does not pay
 * for the subscription: support has to look at it).
 */
export type PaymentState =
  { status: 'paid'; subscriptionEndDate: string } | { status: 'unpaid' } | { status: 'review' };

/** PayPal order states in which the buyer has approved, so the money can be (or was) taken. */
const PAYPAL_APPROVED = new Set(['APPROVED', 'COMPLETED']);

async function paypalState(c: AppContext, rest: AdminRest, row: PaymentRow, caller: Caller) {
  const config = paypalConfig(c.env);
  const order = await getOrder(config, await getAccessToken(config), row.order_id);
  if (!order.ok || !PAYPAL_APPROVED.has(String(order.body.status))) return { status: 'unpaid' };
  // Approved but never captured (the tab closed first): capture it now, as the page would have.
  const captured = await capture(c.env, row.order_id);
  if (!captured.ok) return { status: 'unpaid' };
  try {
    const end = await activateCapturedOrder(c.env, rest, row, captured.body, caller.email);
    return { status: 'paid', subscriptionEndDate: end };
  } catch (error) {
    if (error instanceof HttpError) return { status: 'review' };
    throw error;
  }
}

async function cardState(c: AppContext, rest: AdminRest, row: PaymentRow, caller: Caller) {
  const payments = await listCardOrderPayments(cardConfig(c.env), row.order_id);
  const paid = payments?.find(
    (payment) =>
      payment.status === 'captured' &&
      payment.amount === CARD_PRICE.amount &&
      payment.currency === CARD_PRICE.currency,
  );
  if (!paid) return { status: 'unpaid' };
  const end = await activateCardPayment(
    c.env,
    rest,
    row,
    { ...row.provider_response, recovered_payment: paid },
    paid.id,
    caller.email,
  );
  return { status: 'paid', subscriptionEndDate: end };
}

/**
 * GET /api/payments/:orderID: the real state of the caller's order, asked of the provider when
 * the database does not know it yet (a reload, a closed tab or a lost connection between paying
 * and confirming). A payment the provider took is activated here, exactly as the confirmation
 * would have done it, and its receipt is mailed once.
 */
export async function getPaymentState(c: AppContext): Promise<Response> {
  const caller = await requireCaller(c.req.raw, c.env);
  const orderId = orderIdSchema.safeParse(c.req.param('orderID'));
  if (!orderId.success) throw httpError(404, 'Order not found.');
  const rest = createAdminRest(c.env);
  const row = await findOwnOrder(rest, null, orderId.data, caller.id);

  let state: PaymentState;
  if (row.status === 'paid' && row.payment_id) {
    // Idempotent per order: answers the end date without extending it.
    const end = await activateSubscription(rest, row.user_id, row.order_id, row.payment_id);
    state = { status: 'paid', subscriptionEndDate: end };
  } else if (row.status === 'failed') {
    state = { status: 'review' };
  } else {
    state = (await (row.provider === 'paypal' ? paypalState : cardState)(
      c,
      rest,
      row,
      caller,
    )) as PaymentState;
  }
  return c.json({ orderId: row.order_id, provider: row.provider, ...state });
}
