import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCardStandIn } from '../../local/stand-ins/card';
import { registerStandIns, type StandInHandler } from '../../local/stand-ins/index';
import { createPayPalStandIn } from '../../local/stand-ins/paypal';

const ORIGIN = 'http://127.0.0.1:54321';
const paypalCredentials = { clientId: 'client-1', secret: 'secret-1' };
const cardCredentials = { keyId: 'rzp_test_1', keySecret: 'card-secret-1' };

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

async function call(
  handler: StandInHandler,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(new Request(`${ORIGIN}${path}`, init));
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function paypalToken(paypal: StandInHandler): Promise<string> {
  const answer = await call(paypal, '/_local/paypal/v1/oauth2/token', {
    method: 'POST',
    headers: {
      authorization: basic(paypalCredentials.clientId, paypalCredentials.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

const ORDER = {
  intent: 'CAPTURE',
  purchase_units: [{ amount: { currency_code: 'USD', value: '19.00' }, custom_id: 'user-1' }],
};

async function paypalOrder(paypal: StandInHandler, token: string, requestId?: string) {
  return call(paypal, '/_local/paypal/v2/checkout/orders', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    body: JSON.stringify(ORDER),
  });
}

function capture(paypal: StandInHandler, token: string, orderId: string, requestId: string) {
  return call(paypal, `/_local/paypal/v2/checkout/orders/${orderId}/capture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'paypal-request-id': requestId },
  });
}

function choose(paypal: StandInHandler, orderId: string, choice: string) {
  return call(paypal, `/_local/paypal/checkout/${orderId}/choice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
  });
}

describe('PayPal stand-in', () => {
  it('issues tokens only for the right client credentials', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const refused = await call(paypal, '/_local/paypal/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: basic('client-1', 'wrong') },
      body: 'grant_type=client_credentials',
    });
    expect(refused).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    });
    const token = await paypalToken(paypal);
    expect(token).toMatch(/^A21AA/);
  });

  it('refuses order calls without a valid token', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const answer = await paypalOrder(paypal, 'made-up');
    expect(answer.status).toBe(401);
    expect(answer.body.name).toBe('AUTHENTICATION_FAILURE');
  });

  it('creates orders with an approve link, once per PayPal-Request-Id', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const token = await paypalToken(paypal);
    const created = await paypalOrder(paypal, token, 'request-1');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    expect(created.body.id).toMatch(/^PAYPAL-ORDER-[0-9A-Z]+$/);
    expect(created.body.links).toContainEqual({
      href: `${ORIGIN}/_local/paypal/checkout/${created.body.id as string}`,
      rel: 'approve',
      method: 'GET',
    });
    expect((await paypalOrder(paypal, token, 'request-1')).body.id).toBe(created.body.id);
    expect((await paypalOrder(paypal, token, 'request-2')).body.id).not.toBe(created.body.id);
  });

  it('validates the order body', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const token = await paypalToken(paypal);
    const answer = await call(paypal, '/_local/paypal/v2/checkout/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { value: '19' } }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/purchase_units/0/amount' }],
    });
  });

  it("follows the buyer's choice: decline, choose again, approve; then no second capture", async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const token = await paypalToken(paypal);
    const orderId = (await paypalOrder(paypal, token)).body.id as string;

    expect((await capture(paypal, token, orderId, 'c0')).body).toMatchObject({
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
    await choose(paypal, orderId, 'decline');
    const declined = await capture(paypal, token, orderId, 'c1');
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message: expect.any(String) as unknown,
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/) as unknown,
      details: [{ issue: 'INSTRUMENT_DECLINED', description: expect.any(String) as unknown }],
    });
    expect((await capture(paypal, token, orderId, 'c2')).body).toMatchObject({
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });

    await choose(paypal, orderId, 'error');
    expect((await capture(paypal, token, orderId, 'c3')).body).toMatchObject({
      details: [{ issue: 'TRANSACTION_REFUSED' }],
    });

    const approved = await choose(paypal, orderId, 'approve');
    expect(approved.body).toMatchObject({ status: 'APPROVED', choice: 'approve' });
    const captured = await capture(paypal, token, orderId, 'c4');
    expect(captured.status).toBe(201);
    expect(captured.body).toMatchObject({
      id: orderId,
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              {
                status: 'COMPLETED',
                amount: { currency_code: 'USD', value: '19.00' },
                custom_id: 'user-1',
              },
            ],
          },
        },
      ],
    });

    const replay = await capture(paypal, token, orderId, 'c4');
    expect(replay).toEqual(captured);
    expect((await capture(paypal, token, orderId, 'c5')).body).toMatchObject({
      details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
    });
    expect((await choose(paypal, orderId, 'decline')).status).toBe(409);
  });

  it('lets the buyer cancel, and refuses unknown choices and orders', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const token = await paypalToken(paypal);
    const orderId = (await paypalOrder(paypal, token)).body.id as string;
    await choose(paypal, orderId, 'approve');
    expect((await choose(paypal, orderId, 'cancel')).body).toMatchObject({
      status: 'CREATED',
      choice: null,
    });
    expect((await choose(paypal, orderId, 'steal')).status).toBe(400);
    expect((await choose(paypal, 'PAYPAL-ORDER-NONE', 'approve')).status).toBe(404);
    expect((await capture(paypal, token, 'PAYPAL-ORDER-NONE', 'x')).body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
    });
  });

  it('serves the SDK script only with a client id', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const missing = await paypal(new Request(`${ORIGIN}/_local/paypal/sdk/js`));
    expect(missing.status).toBe(400);
    const script = await paypal(
      new Request(`${ORIGIN}/_local/paypal/sdk/js?client-id=client-1&currency=USD&intent=capture`),
    );
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('Buttons');
  });

  it('answers CORS preflights for the checkout dialog', async () => {
    const paypal = createPayPalStandIn(paypalCredentials);
    const answer = await paypal(
      new Request(`${ORIGIN}/_local/paypal/checkout/X/choice`, { method: 'OPTIONS' }),
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('card stand-in', () => {
  const auth = { authorization: basic(cardCredentials.keyId, cardCredentials.keySecret) };

  async function order(card: StandInHandler) {
    return call(card, '/_local/card/v1/orders', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1900, currency: 'INR', receipt: 'sprouts_abc' }),
    });
  }

  function pay(
    card: StandInHandler,
    orderId: string,
    outcome: string,
    key = cardCredentials.keyId,
  ) {
    return call(card, `/_local/card/checkout/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, outcome }),
    });
  }

  it('creates orders for the right key pair only', async () => {
    const card = createCardStandIn(cardCredentials);
    const refused = await call(card, '/_local/card/v1/orders', {
      method: 'POST',
      headers: { authorization: basic(cardCredentials.keyId, 'wrong') },
      body: JSON.stringify({ amount: 1900, currency: 'INR' }),
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });

    const created = await order(card);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: 'order',
      amount: 1900,
      currency: 'INR',
      receipt: 'sprouts_abc',
      status: 'created',
    });
    expect(created.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
  });

  it('refuses an amount under 1.00', async () => {
    const card = createCardStandIn(cardCredentials);
    const answer = await call(card, '/_local/card/v1/orders', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount: 99, currency: 'INR' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { field: 'amount' } });
  });

  it('signs a successful payment with the key secret, once', async () => {
    const card = createCardStandIn(cardCredentials);
    const orderId = (await order(card)).body.id as string;
    const paid = await pay(card, orderId, 'success');
    expect(paid.status).toBe(200);
    const paymentId = paid.body.razorpay_payment_id as string;
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(paid.body.razorpay_order_id).toBe(orderId);
    expect(paid.body.razorpay_signature).toBe(
      createHmac('sha256', cardCredentials.keySecret)
        .update(`${orderId}|${paymentId}`)
        .digest('hex'),
    );
    expect((await pay(card, orderId, 'success')).status).toBe(400);
    const stored = await call(card, `/_local/card/v1/orders/${orderId}`, { headers: auth });
    expect(stored.body).toMatchObject({ status: 'paid', amount_paid: 1900, attempts: 1 });
  });

  it("describes a declined card in the provider's payment.failed shape", async () => {
    const card = createCardStandIn(cardCredentials);
    const orderId = (await order(card)).body.id as string;
    const failed = await pay(card, orderId, 'failure');
    expect(failed.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the card was declined',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) as unknown },
      },
    });
    expect((await pay(card, orderId, 'success', 'rzp_test_other')).status).toBe(401);
    expect((await pay(card, orderId, 'success')).status).toBe(200);
  });

  it('serves the checkout script', async () => {
    const card = createCardStandIn(cardCredentials);
    const script = await card(new Request(`${ORIGIN}/_local/card/checkout.js`));
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('window.Razorpay');
  });
});

describe('registerStandIns', () => {
  it('mounts both stand-ins under /_local', () => {
    const prefixes: string[] = [];
    registerStandIns((prefix) => prefixes.push(prefix));
    expect(prefixes).toEqual(['/_local/paypal', '/_local/card']);
  });
});
