import { requireCaller } from '../../_shared/auth.ts';
import { CARD_UNAVAILABLE, cardConfig, createCardOrder } from '../../_shared/card-client.ts';
import { verifyCardSignature } from '../../_shared/card-signature.ts';
import { httpError, readJsonBody } from '../../_shared/http.ts';
import {
  activateSubscription,
  findOwnOrder,
  recordOrder,
  updatePayment,
  type PaymentRow,
} from '../../_shared/payments.ts';
import { CARD_PRICE } from '../../_shared/pricing.ts';
import { sendReceiptOnce } from '../../_shared/receipts.ts';
import { cardPaymentSchema, firstIssue } from '../../_shared/schemas.ts';
import { createAdminRest, type AdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/**
 * POST /api/order: a card order for one subscription. Whatever amount, currency or receipt
 * the browser sends is ignored: the price is the server's.
 */
export async function postCardOrder(c: AppContext): Promise<Response> {
  const caller = await requireCaller(c.req.raw, c.env);
  await readJsonBody(c.req.raw);
  const config = cardConfig(c.env);
  const rest = createAdminRest(c.env);

  const receipt = `sprouts_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const created = await createCardOrder(config, { ...CARD_PRICE, receipt });
  const orderId = created.body.id;
  if (!created.ok || typeof orderId !== 'string') {
    console.error(`The card provider answered ${created.status} to an order`);
    throw httpError(502, CARD_UNAVAILABLE);
  }
  // An order the buyer would pay must be for exactly the price: anything else is never offered.
  if (created.body.amount !== CARD_PRICE.amount || created.body.currency !== CARD_PRICE.currency) {
    console.error(
      `The card provider's order ${orderId} is for ${String(created.body.amount)} ${String(created.body.currency)}, not the price`,
    );
    throw httpError(502, CARD_UNAVAILABLE);
  }
  await recordOrder(rest, {
    userId: caller.id,
    provider: 'card',
    orderId,
    ...CARD_PRICE,
    providerResponse: { order: created.body },
  });
  return c.json({
    id: orderId,
    amount: CARD_PRICE.amount,
    currency: CARD_PRICE.currency,
    key: config.keyId,
  });
}

/**
 * Activates the subscription for a verified payment of the caller's order and mails its receipt
 * once; returns the subscription's end date.
 */
export async function activateCardPayment(
  env: AppContext['env'],
  rest: AdminRest,
  row: PaymentRow,
  providerResponse: Record<string, unknown>,
  paymentId: string,
  receiptTo: string | null,
): Promise<string> {
  const subscriptionEndDate = await activateSubscription(
    rest,
    row.user_id,
    row.order_id,
    paymentId,
  );
  await updatePayment(rest, row.id, { provider_response: providerResponse });
  await sendReceiptOnce(env, rest, row, { to: receiptTo, paymentId, subscriptionEndDate });
  return subscriptionEndDate;
}

/**
 * POST /api/order/validate: the checkout's payment response. The signature must be the key
 * secret's HMAC of the order id this server stored and the payment id; only then is the
 * subscription activated.
 */
export async function postCardValidation(c: AppContext): Promise<Response> {
  const caller = await requireCaller(c.req.raw, c.env);
  const body = await readJsonBody(c.req.raw);
  const parsed = cardPaymentSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw httpError(400, issue.error, { field: issue.field });
  }
  const payment = parsed.data;
  const config = cardConfig(c.env);
  const rest = createAdminRest(c.env);

  const row = await findOwnOrder(rest, 'card', payment.razorpay_order_id, caller.id);
  const genuine = await verifyCardSignature(
    config.keySecret,
    row.order_id,
    payment.razorpay_payment_id,
    payment.razorpay_signature,
  );
  if (!genuine) return c.json({ msg: 'invalid signature' }, 400);

  const subscriptionEndDate = await activateCardPayment(
    c.env,
    rest,
    row,
    { ...row.provider_response, payment },
    payment.razorpay_payment_id,
    caller.email,
  );
  return c.json({
    msg: 'success',
    orderId: row.order_id,
    paymentId: payment.razorpay_payment_id,
    subscriptionEndDate,
  });
}
