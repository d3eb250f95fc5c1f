/**
 * What the PayPal checkout makes of the `api` function's answers (SPEC section 8, wire
 * contracts section 4): an order id or the error to show; a paid capture, a declined
 * instrument (the payment restarts) or the error to show.
 */
import type { ApiAnswer, JsonObject } from '@/backend/payments';
import { TEXT } from './messages';
import type { SupportDetail } from './PaymentFailureReport';

/**
 * A PayPal answer that went wrong: the specification's error text (`error`) and the fields
 * support needs to find it at PayPal (`details`).
 */
export interface PayPalProblem {
  error: string;
  details: SupportDetail[];
  /** PayPal itself refused (an issue in `details`), so nothing was taken. */
  refused?: boolean;
}

export type OrderOutcome = { ok: true; orderId: string } | ({ ok: false } & PayPalProblem);

export type CaptureOutcome =
  { kind: 'paid'; captureId: string } | { kind: 'declined' } | ({ kind: 'failed' } & PayPalProblem);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** `details[0]` of a PayPal error: `{issue, description}`. */
function firstDetail(body: JsonObject): JsonObject | undefined {
  const details = body.details;
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  return isObject(first) ? first : undefined;
}

/** '{message} ({debug_id})', as PayPal's own checkout samples report an error. */
function withDebugId(message: string, body: JsonObject): string {
  const debugId = text(body.debug_id);
  return debugId ? `${message} (${debugId})` : message;
}

/** PayPal's technical fields of an error answer, for 'Details for support'. */
function supportDetails(answer: ApiAnswer, orderId?: string): SupportDetail[] {
  const detail = firstDetail(answer.body);
  const rows: SupportDetail[] = [
    ['Issue', text(detail?.issue) ?? text(answer.body.name) ?? ''],
    ['Description', text(detail?.description) ?? text(answer.body.message) ?? ''],
    ['Debug id', text(answer.body.debug_id) ?? ''],
    ['HTTP status', answer.ok ? '' : String(answer.status ?? 'no answer')],
  ];
  if (orderId !== undefined) rows.push(['Order id', orderId]);
  return rows;
}

/** The answer to POST {api}/api/orders: `id`, or 'PayPal API error: {message}'. */
export function orderOutcome(answer: ApiAnswer): OrderOutcome {
  const orderId = text(answer.body.id);
  if (answer.ok && orderId) return { ok: true, orderId };
  const message = text(answer.body.message) ?? (answer.ok ? undefined : answer.message);
  return {
    ok: false,
    error: TEXT.paypalApiError(withDebugId(message ?? 'No order id was returned.', answer.body)),
    details: supportDetails(answer),
  };
}

/** `purchase_units[0].payments.captures[0]`, if present. */
function firstCapture(body: JsonObject): JsonObject | undefined {
  const units = body.purchase_units;
  const unit: unknown = Array.isArray(units) ? units[0] : undefined;
  const payments = isObject(unit) ? unit.payments : undefined;
  const captures = isObject(payments) ? payments.captures : undefined;
  const capture: unknown = Array.isArray(captures) ? captures[0] : undefined;
  return isObject(capture) ? capture : undefined;
}

/** The answer to POST {api}/api/orders/{orderID}/capture of order `orderId`. */
export function captureOutcome(answer: ApiAnswer, orderId?: string): CaptureOutcome {
  const detail = firstDetail(answer.body);
  if (detail?.issue === 'INSTRUMENT_DECLINED') return { kind: 'declined' };
  const details = supportDetails(answer, orderId);
  if (detail) {
    const description = text(detail.description) ?? text(detail.issue) ?? 'Unknown issue';
    return { kind: 'failed', error: withDebugId(description, answer.body), details, refused: true };
  }
  if (!answer.ok) {
    return { kind: 'failed', error: withDebugId(answer.message, answer.body), details };
  }
  const capture = firstCapture(answer.body);
  const captureId = capture ? text(capture.id) : undefined;
  if (!capture || capture.status !== 'COMPLETED' || !captureId) {
    const status = ['Capture status', text(capture?.status) ?? ''] as const;
    return {
      kind: 'failed',
      error: 'The payment was not completed.',
      details: [...details, status],
    };
  }
  return { kind: 'paid', captureId };
}
