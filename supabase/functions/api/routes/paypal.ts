import { requireCaller } from '../../_shared/auth.ts';
import { HttpError, httpError, isRecord, readJsonBody } from '../../_shared/http.ts';
import {
  activateSubscription,
  findOwnOrder,
  recordOrder,
  updatePayment,
  type PaymentRow,
} from '../../_shared/payments.ts';
import {
  captureOrder,
  createOrder,
  firstCapture,
  firstIssue,
  getAccessToken,
  getOrder,
  paypalConfig,
  type PayPalAnswer,
} from '../../_shared/paypal-client.ts';
import { PAYPAL_ORDER_DESCRIPTION, PAYPAL_PRICE } from '../../_shared/pricing.ts';
import { sendReceiptOnce } from '../../_shared/receipts.ts';
import { orderIdSchema } from '../../_shared/schemas.ts';
import { createAdminRest, type AdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/**
 * An error in the shape the checkout reads from PayPal: `message`, `details`, `debug_id`
 * (PayPal's own, when the error comes from its answer).
 */
function paypalStyleError(
  status: number,
  message: string,
  paypalBody: Record<string, unknown> = {},
): HttpError {
  return httpError(status, message, {
    message,
    details: Array.isArray(paypalBody.details) ? paypalBody.details : [],
    ...(typeof paypalBody.debug_id === 'string' ? { debug_id: paypalBody.debug_id } : {}),
  });
}

/**
 * PayPal's own 4xx answers reach the browser with their status; a 401/403 (our credentials)
 * or a 5xx (PayPal's trouble) becomes a 502.
 */
function passOnStatus(status: number): number {
  return status >= 400 && status < 500 && status !== 401 && status !== 403 ? status : 502;
}

/**
 * POST /api/api/orders: a PayPal order for one subscription, tied to the caller through
 * `custom_id` and the payments row. The specification's body carried the buyer's name, email
 * and password; nothing of the body is used (or logged): the account already exists.
 */
export async function postPayPalOrder(c: AppContext): Promise<Response> {
  const caller = await requireCaller(c.req.raw, c.env);
  await readJsonBody(c.req.raw);
  const config = paypalConfig(c.env);
  const rest = createAdminRest(c.env);

  const token = await getAccessToken(config);
  const created = await createOrder(
    config,
    token,
    {
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: PAYPAL_PRICE.currency, value: PAYPAL_PRICE.value },
          custom_id: caller.id,
          description: PAYPAL_ORDER_DESCRIPTION,
        },
      ],
    },
    crypto.randomUUID(),
  );
  const orderId = created.body.id;
  if (!created.ok || typeof orderId !== 'string') {
    console.error(
      `PayPal answered ${created.status} to an order (debug_id ${String(created.body.debug_id)})`,
    );
    const message =
      typeof created.body.message === 'string'
        ? created.body.message
        : 'Could not create the PayPal order.';
    throw paypalStyleError(passOnStatus(created.ok ? 502 : created.status), message, created.body);
  }

  await recordOrder(rest, {
    userId: caller.id,
    provider: 'paypal',
    orderId,
    amount: PAYPAL_PRICE.amount,
    currency: PAYPAL_PRICE.currency,
    providerResponse: { order: created.body },
  });
  return c.json({ id: orderId });
}

type CaptureCheck =
  | { ok: true; captureId: string }
  | { ok: false; reason: 'incomplete' | 'mismatch'; message: string };

/** A captured order pays for the subscription only when completed for exactly the price. */
function checkCapture(order: Record<string, unknown>): CaptureCheck {
  const capture = firstCapture(order);
  if (order.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
    return { ok: false, reason: 'incomplete', message: 'The payment has not been completed.' };
  }
  const amount = isRecord(capture.amount) ? capture.amount : {};
  if (amount.currency_code !== PAYPAL_PRICE.currency || amount.value !== PAYPAL_PRICE.value) {
    return {
      ok: false,
      reason: 'mismatch',
      message: 'The payment does not match the subscription price.',
    };
  }
  if (typeof capture.id !== 'string') {
    return { ok: false, reason: 'incomplete', message: 'The payment has not been completed.' };
  }
  return { ok: true, captureId: capture.id };
}

/**
 * Captures at PayPal. When PayPal already captured this order (a double click, or a capture
 * whose answer never reached us), the order as PayPal holds it stands in for the capture.
 */
export async function capture(env: AppContext['env'], orderId: string): Promise<PayPalAnswer> {
  const config = paypalConfig(env);
  const token = await getAccessToken(config);
  const captured = await captureOrder(config, token, orderId, crypto.randomUUID());
  if (
    !captured.ok &&
    captured.status === 422 &&
    firstIssue(captured.body) === 'ORDER_ALREADY_CAPTURED'
  ) {
    return getOrder(config, token, orderId);
  }
  return captured;
}

/**
 * Activates the subscription for a captured order once it is checked against the price, and
 * mails its receipt once. Returns the subscription's end date; a capture that does not pay for
 * the subscription is kept for follow-up and answered as PayPal-style 400.
 */
export async function activateCapturedOrder(
  env: AppContext['env'],
  rest: AdminRest,
  row: PaymentRow,
  order: Record<string, unknown>,
  receiptTo: string | null,
): Promise<string> {
  const check = checkCapture(order);
  const providerResponse = { ...row.provider_response, capture: order };
  if (!check.ok) {
    console.error(`PayPal order ${row.order_id} not activated: ${check.reason}`);
    await updatePayment(rest, row.id, {
      provider_response: providerResponse,
      ...(check.reason === 'mismatch' ? { status: 'failed' as const } : {}),
    });
    throw paypalStyleError(400, check.message);
  }
  await updatePayment(rest, row.id, { provider_response: providerResponse });
  const subscriptionEndDate = await activateSubscription(
    rest,
    row.user_id,
    row.order_id,
    check.captureId,
  );
  await sendReceiptOnce(env, rest, row, {
    to: receiptTo,
    paymentId: check.captureId,
    subscriptionEndDate,
  });
  return subscriptionEndDate;
}

async function settle(
  c: AppContext,
  rest: AdminRest,
  row: PaymentRow,
  order: Record<string, unknown>,
  receiptTo: string | null,
): Promise<Response> {
  const subscriptionEndDate = await activateCapturedOrder(c.env, rest, row, order, receiptTo);
  return c.json({ ...order, subscriptionEndDate });
}

/** A refused capture (a declined card, say) is kept with the order for follow-up. */
async function keepFailedCapture(
  rest: AdminRest,
  row: PaymentRow,
  answer: PayPalAnswer,
): Promise<void> {
  const earlier = row.provider_response.failed_captures;
  const failedCaptures = [
    ...(Array.isArray(earlier) ? (earlier as unknown[]) : []),
    { status: answer.status, body: answer.body, at: new Date().toISOString() },
  ];
  await updatePayment(rest, row.id, {
    provider_response: { ...row.provider_response, failed_captures: failedCaptures },
  });
}

/**
 * POST /api/api/orders/:orderID/capture: captures the caller's approved order, checks what
 * PayPal took against the price, and activates the subscription. PayPal's answer goes back
 * unchanged, errors included (a declined card is PayPal's 422 INSTRUMENT_DECLINED, which the
 * checkout answers by restarting). A replay returns the stored capture and extends nothing.
 */
export async function postPayPalCapture(c: AppContext): Promise<Response> {
  const caller = await requireCaller(c.req.raw, c.env);
  await readJsonBody(c.req.raw);
  const orderId = orderIdSchema.safeParse(c.req.param('orderID'));
  if (!orderId.success) throw paypalStyleError(404, 'Order not found.');
  const rest = createAdminRest(c.env);
  const row = await findOwnOrder(rest, 'paypal', orderId.data, caller.id);

  const stored = row.provider_response.capture;
  if (row.status === 'paid' && isRecord(stored)) return settle(c, rest, row, stored, caller.email);
  if (row.status === 'failed') throw paypalStyleError(400, 'This payment could not be accepted.');

  const answer = await capture(c.env, row.order_id);
  if (!answer.ok) {
    console.error(
      `PayPal answered ${answer.status} to a capture (${firstIssue(answer.body) ?? 'no issue'}, debug_id ${String(answer.body.debug_id)})`,
    );
    await keepFailedCapture(rest, row, answer);
    if (passOnStatus(answer.status) !== answer.status) {
      throw paypalStyleError(502, 'PayPal is not available right now. Please try again.', {
        debug_id: answer.body.debug_id,
      });
    }
    return Response.json(answer.body, { status: answer.status });
  }
  return settle(c, rest, row, answer.body, caller.email);
}
