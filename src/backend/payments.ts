/**
 * The payment calls of SPEC section 7, made to the `api` edge function with the signed-in
 * parent's access token. The browser sends no amount, currency, user id or password: the
 * server decides the price and who pays (DESIGN.md D2). Every call answers a typed outcome
 * instead of throwing.
 */
import { API_VERSION } from '@/lib/constants';

export type JsonObject = Record<string, unknown>;

export type ApiAnswer =
  | { ok: true; body: JsonObject }
  /**
   * `status` is null when no answer arrived (no connection, time-out). `body` is the error
   * answer's JSON (PayPal's `{name, message, details, debug_id}` on the PayPal routes).
   */
  | { ok: false; status: number | null; body: JsonObject; message: string };

/** Long enough for the function's own calls to the provider (15 s each) to finish. */
const CALL_TIMEOUT_MS = 30_000;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: JsonObject, fallback: string): string {
  for (const key of ['message', 'error', 'msg']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}

/** The non-2xx answer that functions-js keeps in `error.context`, if there is one. */
function httpAnswerOf(error: unknown): Response | null {
  if (typeof error !== 'object' || error === null || !('context' in error)) return null;
  const { context } = error as { context: unknown };
  return typeof Response !== 'undefined' && context instanceof Response ? context : null;
}

/** `{api}/<route>?version=v1`: a POST with a JSON body, or a GET. */
async function callApi(
  route: string,
  body: JsonObject = {},
  method: 'POST' | 'GET' = 'POST',
): Promise<ApiAnswer> {
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase.functions.invoke<unknown>(
      `api/${route}?version=${API_VERSION}`,
      method === 'GET' ? { method, timeout: CALL_TIMEOUT_MS } : { body, timeout: CALL_TIMEOUT_MS },
    );
    if (!error) return { ok: true, body: isJsonObject(data) ? data : {} };
    const response = httpAnswerOf(error);
    if (response) {
      const answer: unknown = await response.json().catch(() => undefined);
      const errorBody = isJsonObject(answer) ? answer : {};
      return {
        ok: false,
        status: response.status,
        body: errorBody,
        message: messageOf(errorBody, `The server answered ${response.status}`),
      };
    }
    return { ok: false, status: null, body: {}, message: messageOf(error as JsonObject, 'Failed') };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Failed';
    return { ok: false, status: null, body: {}, message };
  }
}

/** Who the PayPal order is for, as the specification's cart carries it (without a password). */
export interface PayPalBuyer {
  name: string;
  email: string;
}

/** POST {api}/api/orders: a PayPal order for one subscription; the answer holds `id`. */
export function createPayPalOrder(buyer: PayPalBuyer): Promise<ApiAnswer> {
  return callApi('api/orders', { cart: [{ name: buyer.name, email: buyer.email }] });
}

/**
 * POST {api}/api/orders/{orderID}/capture: PayPal's captured order (`purchase_units`,
 * `payments.captures`), or PayPal's error with `details` (e.g. INSTRUMENT_DECLINED).
 */
export function capturePayPalOrder(orderId: string): Promise<ApiAnswer> {
  return callApi(`api/orders/${encodeURIComponent(orderId)}/capture`);
}

/** POST {api}/order: a card order; the answer holds `id`, `amount`, `currency` and `key`. */
export function createCardOrder(): Promise<ApiAnswer> {
  return callApi('order');
}

/** The card checkout's answer to a successful payment. */
export interface CardPaymentResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** POST {api}/order/validate: `msg: 'success'`, `orderId`, `paymentId` when the payment is genuine. */
export function validateCardPayment(payment: CardPaymentResponse): Promise<ApiAnswer> {
  return callApi('order/validate', { ...payment });
}

/**
 * GET {api}/payments/{orderID}: what became of an order after an interruption: `status` 'paid'
 * (with `subscriptionEndDate`), 'unpaid' (nothing charged) or 'review'.
 */
export function fetchPaymentState(orderId: string): Promise<ApiAnswer> {
  return callApi(`payments/${encodeURIComponent(orderId)}`, {}, 'GET');
}
