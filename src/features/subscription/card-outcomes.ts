/**
 * What the card checkout makes of the provider's `payment.failed` report and of the `api`
 * function's validation answer (SPEC section 8).
 */
import type { ApiAnswer, JsonObject } from '@/backend/payments';

/** The fields the specification shows for a failed card payment, in its order. */
export interface CardFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  orderId: string;
  paymentId: string;
}

export const CARD_FAILURE_LABELS: readonly [keyof CardFailure, string][] = [
  ['code', 'Error code'],
  ['description', 'Description'],
  ['source', 'Source'],
  ['step', 'Step'],
  ['reason', 'Reason'],
  ['orderId', 'Order id'],
  ['paymentId', 'Payment id'],
];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown): string {
  return typeof value === 'string' && value.trim()
    ? value
    : typeof value === 'number'
      ? String(value)
      : '';
}

/** `response.error.{code, description, source, step, reason, metadata.order_id, metadata.payment_id}`. */
export function cardFailureFrom(response: unknown): CardFailure {
  const error = isObject(response) && isObject(response.error) ? response.error : {};
  const metadata = isObject(error.metadata) ? error.metadata : {};
  return {
    code: field(error.code),
    description: field(error.description),
    source: field(error.source),
    step: field(error.step),
    reason: field(error.reason),
    orderId: field(metadata.order_id),
    paymentId: field(metadata.payment_id),
  };
}

export type ValidationOutcome =
  { ok: true; orderId: string; paymentId: string } | { ok: false; message: string };

/** `msg: 'success'` means paid (SPEC section 7); anything else is a payment not confirmed. */
export function validationOutcome(answer: ApiAnswer): ValidationOutcome {
  if (answer.ok && answer.body.msg === 'success') {
    return {
      ok: true,
      orderId: field(answer.body.orderId),
      paymentId: field(answer.body.paymentId),
    };
  }
  if (answer.ok) return { ok: false, message: 'The server did not confirm the payment' };
  return { ok: false, message: answer.message };
}

/** The sentence a parent reads first about a failed card payment. */
export function plainCardFailure(failure: CardFailure): string {
  const declined =
    failure.source === 'bank' ||
    failure.source === 'customer' ||
    /declin/i.test(`${failure.description} ${failure.reason}`);
  return declined
    ? 'Your card was declined. Nothing was charged.'
    : 'The payment did not go through. Nothing was charged.';
}
