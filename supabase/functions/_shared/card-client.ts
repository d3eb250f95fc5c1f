import { requireEnv, trimBase, type Env } from './env.ts';
import { fetchUpstream, isRecord, readProviderJson } from './http.ts';

/** The card provider's REST API (Razorpay's shape), with the project's key pair. */
export interface CardConfig {
  base: string;
  keyId: string;
  keySecret: string;
}

export function cardConfig(env: Env): CardConfig {
  const config = requireEnv(env, ['CARD_API_BASE', 'CARD_KEY_ID', 'CARD_KEY_SECRET']);
  return {
    base: trimBase(config.CARD_API_BASE),
    keyId: config.CARD_KEY_ID,
    keySecret: config.CARD_KEY_SECRET,
  };
}

export interface CardOrderRequest {
  amount: number;
  currency: string;
  receipt: string;
}

export interface CardAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

export const CARD_UNAVAILABLE = 'Card payments are not available right now. Please try again.';

export async function createCardOrder(
  config: CardConfig,
  order: CardOrderRequest,
): Promise<CardAnswer> {
  const response = await fetchUpstream(
    `${config.base}/v1/orders`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(order),
    },
    CARD_UNAVAILABLE,
  );
  const body = await readProviderJson(response);
  return { ok: response.ok, status: response.status, body: isRecord(body) ? body : {} };
}

/** A payment of an order as the provider lists it (`GET /v1/orders/{id}/payments`). */
export interface CardPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

/** The payments the provider holds for an order; null when it could not say. */
export async function listCardOrderPayments(
  config: CardConfig,
  orderId: string,
): Promise<CardPayment[] | null> {
  const response = await fetchUpstream(
    `${config.base}/v1/orders/${encodeURIComponent(orderId)}/payments`,
    { headers: { authorization: `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}` } },
    CARD_UNAVAILABLE,
  );
  const body = await readProviderJson(response);
  if (!response.ok || !isRecord(body) || !Array.isArray(body.items)) return null;
  return body.items.filter(isRecord).map((item) => ({
    id: String(item.id),
    status: String(item.status),
    amount: Number(item.amount),
    currency: String(item.currency),
  }));
}
