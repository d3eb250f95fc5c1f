import { createHmac } from 'node:crypto';
import {
  basicCredentials,
  browserScript,
  isRecord,
  javascript,
  json,
  preflight,
  randomId,
  readBody,
  type StandInHandler,
} from './http';

/**
 * The card provider (Razorpay's shape) for development and tests, under /_local/card: the
 * orders API, and a checkout script whose modal pays (the stand-in signs the payment with the
 * key secret, as the provider does) or simulates a declined card.
 */
export const CARD_PREFIX = '/_local/card';

export interface CardStandInOptions {
  keyId: string;
  keySecret: string;
}

interface CardOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

function providerError(status: number, description: string, field?: string): Response {
  return json(status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

/** The payment signature the checkout hands to the merchant: hex HMAC-SHA256 of `order|payment`. */
export function signCardPayment(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** A payment of an order, as `GET /v1/orders/{id}/payments` lists it. */
interface CardPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  created_at: number;
}

export function createCardStandIn(options: CardStandInOptions): StandInHandler {
  const orders = new Map<string, CardOrder>();
  const payments = new Map<string, CardPayment[]>();

  function recordPayment(order: CardOrder, id: string, status: CardPayment['status']): void {
    const list = payments.get(order.id) ?? [];
    list.push({
      id,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'card',
      created_at: Math.floor(Date.now() / 1000),
    });
    payments.set(order.id, list);
  }
  const checkoutScript = browserScript('card-checkout.browser.js');

  function authorized(request: Request): boolean {
    const credentials = basicCredentials(request);
    return credentials?.user === options.keyId && credentials.password === options.keySecret;
  }

  async function createOrder(request: Request): Promise<Response> {
    const body = await readBody(request);
    if (!isRecord(body)) return providerError(400, 'The request body is not valid JSON.');
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return providerError(400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      return providerError(400, 'The currency provided is not supported.', 'currency');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return providerError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: CardOrder = {
      id: `order_${randomId(14)}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: isRecord(notes) ? (notes as Record<string, string>) : [],
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.set(order.id, order);
    return json(200, order);
  }

  /** The checkout modal's Pay (or Simulate failure) button. */
  async function pay(request: Request, order: CardOrder): Promise<Response> {
    const body = await readBody(request);
    if (!isRecord(body) || body.key !== options.keyId) {
      return json(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      });
    }
    if (order.status === 'paid') return providerError(400, 'Order has already been paid.');
    const paymentId = `pay_${randomId(14)}`;
    order.attempts += 1;
    if (body.outcome === 'failure') {
      order.status = 'attempted';
      recordPayment(order, paymentId, 'failed');
      return json(200, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed because the card was declined',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      });
    }
    order.status = 'paid';
    recordPayment(order, paymentId, 'captured');
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return json(200, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: signCardPayment(options.keySecret, order.id, paymentId),
    });
  }

  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.slice(CARD_PREFIX.length) || '/';
    const method = request.method;
    if (method === 'OPTIONS') return preflight();

    if (path === '/checkout.js' && (method === 'GET' || method === 'HEAD')) {
      return javascript(await checkoutScript());
    }
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay))?$/.exec(path);
    if (checkout) {
      const order = orders.get(decodeURIComponent(checkout[1] as string));
      if (!order) return providerError(400, 'The id provided does not exist');
      if (checkout[2] && method === 'POST') return pay(request, order);
      if (!checkout[2] && method === 'GET') return json(200, order);
      return providerError(405, 'Method not allowed');
    }

    const orderPath = /^\/v1\/orders(?:\/([^/]+))?(\/payments)?$/.exec(path);
    if (!orderPath) return providerError(404, 'The requested URL was not found on the server.');
    if (!authorized(request)) return providerError(401, 'Authentication failed');
    if (!orderPath[1]) {
      return method === 'POST' ? createOrder(request) : providerError(405, 'Method not allowed');
    }
    const order = orders.get(decodeURIComponent(orderPath[1]));
    if (method !== 'GET') return providerError(405, 'Method not allowed');
    if (!order) return providerError(400, 'The id provided does not exist');
    if (orderPath[2]) {
      const items = payments.get(order.id) ?? [];
      return json(200, { entity: 'collection', count: items.length, items });
    }
    return json(200, order);
  };
}
