import { requireEnv, trimBase, type Env } from './env.ts';
import { fetchUpstream, httpError, isRecord, readProviderJson } from './http.ts';

/** PayPal's REST API (Orders v2), called only from here, with the project's credentials. */
export interface PayPalConfig {
  base: string;
  clientId: string;
  secret: string;
}

export function paypalConfig(env: Env): PayPalConfig {
  const config = requireEnv(env, ['PAYPAL_API_BASE', 'PAYPAL_CLIENT_ID', 'PAYPAL_SECRET']);
  return {
    base: trimBase(config.PAYPAL_API_BASE),
    clientId: config.PAYPAL_CLIENT_ID,
    secret: config.PAYPAL_SECRET,
  };
}

/** PayPal's answer: its status and JSON body (an error body `{name, message, debug_id, details}` when not ok). */
export interface PayPalAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

const UNAVAILABLE = 'PayPal is not available right now. Please try again.';

async function answer(response: Response): Promise<PayPalAnswer> {
  const body = await readProviderJson(response);
  return { ok: response.ok, status: response.status, body: isRecord(body) ? body : {} };
}

/** An OAuth access token (client credentials grant). */
export async function getAccessToken(config: PayPalConfig): Promise<string> {
  const response = await fetchUpstream(
    `${config.base}/v1/oauth2/token`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${config.clientId}:${config.secret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    },
    UNAVAILABLE,
  );
  const { ok, status, body } = await answer(response);
  if (!ok || typeof body.access_token !== 'string') {
    console.error(`PayPal token request answered ${status}`);
    throw httpError(502, UNAVAILABLE, { message: UNAVAILABLE, details: [] });
  }
  return body.access_token;
}

function orderHeaders(token: string, requestId?: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json',
    prefer: 'return=representation',
    ...(requestId ? { 'paypal-request-id': requestId } : {}),
  };
}

export async function createOrder(
  config: PayPalConfig,
  token: string,
  order: Record<string, unknown>,
  requestId: string,
): Promise<PayPalAnswer> {
  const response = await fetchUpstream(
    `${config.base}/v2/checkout/orders`,
    { method: 'POST', headers: orderHeaders(token, requestId), body: JSON.stringify(order) },
    UNAVAILABLE,
  );
  return answer(response);
}

export async function captureOrder(
  config: PayPalConfig,
  token: string,
  orderId: string,
  requestId: string,
): Promise<PayPalAnswer> {
  const response = await fetchUpstream(
    `${config.base}/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
    { method: 'POST', headers: orderHeaders(token, requestId) },
    UNAVAILABLE,
  );
  return answer(response);
}

export async function getOrder(
  config: PayPalConfig,
  token: string,
  orderId: string,
): Promise<PayPalAnswer> {
  const response = await fetchUpstream(
    `${config.base}/v2/checkout/orders/${encodeURIComponent(orderId)}`,
    { method: 'GET', headers: orderHeaders(token) },
    UNAVAILABLE,
  );
  return answer(response);
}

/** The first `details[].issue` of a PayPal error body, e.g. 'INSTRUMENT_DECLINED'. */
export function firstIssue(body: Record<string, unknown>): string | undefined {
  const details = body.details;
  if (!Array.isArray(details)) return undefined;
  const first: unknown = details[0];
  return isRecord(first) && typeof first.issue === 'string' ? first.issue : undefined;
}

/** `purchase_units[0].payments.captures[0]` of a captured order, if present. */
export function firstCapture(order: Record<string, unknown>): Record<string, unknown> | undefined {
  const units = order.purchase_units;
  const unit: unknown = Array.isArray(units) ? units[0] : undefined;
  const payments = isRecord(unit) ? unit.payments : undefined;
  const captures = isRecord(payments) ? payments.captures : undefined;
  const capture: unknown = Array.isArray(captures) ? captures[0] : undefined;
  return isRecord(capture) ? capture : undefined;
}
