import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_KEY_ID, CARD_KEY_SECRET } from '../../local/keys';
import { distanceFromNowPlusDays, startHarness, type Harness, type TestUser } from './harness';

let harness: Harness;
let user: TestUser;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  harness.setCardInterceptor(undefined);
  user = await harness.createUser();
});

async function createOrder(buyer: TestUser = user, body: unknown = {}): Promise<string> {
  const answer = await harness.call('/api/order', { token: buyer.token, body });
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

function validate(payment: Record<string, string>, buyer: TestUser = user) {
  return harness.call('/api/order/validate', { token: buyer.token, body: payment });
}

function sign(orderId: string, paymentId: string, secret = CARD_KEY_SECRET): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

describe('POST /api/order', () => {
  it('creates a card order for 19 INR whatever the browser asks for', async () => {
    const answer = await harness.call('/api/order', {
      token: user.token,
      body: { amount: 1, currency: 'USD', receipt: 'cheap' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/) as unknown,
      amount: 1900,
      currency: 'INR',
      key: CARD_KEY_ID,
    });

    const providerOrder = (await (
      await fetch(`${harness.backend.url}/_local/card/v1/orders/${answer.body.id as string}`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${CARD_KEY_ID}:${CARD_KEY_SECRET}`).toString('base64')}`,
        },
      })
    ).json()) as Record<string, unknown>;
    expect(providerOrder).toMatchObject({ amount: 1900, currency: 'INR', status: 'created' });
    expect(providerOrder.receipt).toMatch(/^sprouts_[0-9a-f]{12}$/);

    const [payment] = await harness.payments(user.id);
    expect(payment).toMatchObject({
      order_id: answer.body.id,
      provider: 'card',
      amount: 1900,
      currency: 'INR',
      status: 'created',
    });
    expect(payment?.provider_response).toMatchObject({ order: { id: answer.body.id } });
    expect(JSON.stringify(answer.body)).not.toContain(CARD_KEY_SECRET);
  });

  it('answers 502 and stores nothing when the provider refuses the key', async () => {
    const answer = await harness.call('/api/order', {
      token: user.token,
      env: { ...harness.env, CARD_KEY_SECRET: 'not-the-secret' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: 'Card payments are not available right now. Please try again.',
    });
    expect(await harness.payments(user.id)).toEqual([]);
  });

  it.each([
    ['amount', { amount: 100 }],
    ['currency', { currency: 'USD' }],
  ])(
    "refuses an order whose %s in the provider's answer is not the price, and stores nothing",
    async (_what, change) => {
      harness.setCardInterceptor(async (request, response) => {
        if (request.method !== 'POST' || !request.url.endsWith('/v1/orders')) return response;
        const order = (await response.json()) as Record<string, unknown>;
        return Response.json({ ...order, ...change }, { status: response.status });
      });
      const answer = await harness.call('/api/order', { token: user.token, body: {} });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        error: 'Card payments are not available right now. Please try again.',
      });
      expect(await harness.payments(user.id)).toEqual([]);
      expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    },
  );
});

describe('POST /api/order/validate', () => {
  it('activates the subscription for a genuinely signed payment', async () => {
    const orderId = await createOrder();
    const payment = await harness.payCardOrder(orderId);

    const answer = await validate(payment);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      msg: 'success',
      orderId,
      paymentId: payment.razorpay_payment_id,
    });

    const profile = await harness.profile(user.id);
    expect(profile).toMatchObject({
      subscription_status: 'active',
      payment_status: 'success',
      last_order_id: orderId,
      last_payment_id: payment.razorpay_payment_id,
    });
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 365)).toBeLessThan(60_000);
    expect(new Date(answer.body.subscriptionEndDate as string).getTime()).toBe(
      profile.subscription_end_date?.getTime(),
    );
    const [row] = await harness.payments(user.id);
    expect(row).toMatchObject({ status: 'paid', payment_id: payment.razorpay_payment_id });
    expect(row?.provider_response).toMatchObject({ order: { id: orderId }, payment });
  });

  it.each([
    ['a forged signature', (_order: string, paymentId: string) => sign('order_other', paymentId)],
    [
      'a signature made with another secret',
      (order: string, paymentId: string) => sign(order, paymentId, 'guessed-secret'),
    ],
    ['a signature that is not hex', () => 'z'.repeat(64)],
  ])('refuses %s and changes nothing', async (_name, forge) => {
    const orderId = await createOrder();
    const paymentId = 'pay_FORGED00000001';
    const answer = await validate({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: forge(orderId, paymentId),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: 'invalid signature' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    const [row] = await harness.payments(user.id);
    expect(row).toMatchObject({ status: 'created', payment_id: null, activated_at: null });
    expect(row?.provider_response).not.toHaveProperty('payment');
  });

  it('verifies against the stored order: a real payment of one order cannot pay another', async () => {
    const cheapOrder = await createOrder();
    const otherOrder = await createOrder();
    const payment = await harness.payCardOrder(cheapOrder);
    const answer = await validate({ ...payment, razorpay_order_id: otherOrder });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: 'invalid signature' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it('extends once when a validation is replayed', async () => {
    const orderId = await createOrder();
    const payment = await harness.payCardOrder(orderId);
    const first = await validate(payment);
    const end = (await harness.profile(user.id)).subscription_end_date;

    const replay = await validate(payment);
    expect(replay.status).toBe(200);
    expect(replay.body.subscriptionEndDate).toBe(first.body.subscriptionEndDate);
    expect((await harness.profile(user.id)).subscription_end_date).toEqual(end);
  });

  it('mails one receipt for the payment, whatever the replays', async () => {
    const orderId = await createOrder();
    const payment = await harness.payCardOrder(orderId);
    await validate(payment);
    await validate(payment);

    const receipts = harness.receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Amount paid: ₹19.00 (INR)');
    expect(receipts[0]?.text).toContain('Paid with: Card');
    expect(receipts[0]?.text).toContain(`Order id: ${orderId}`);
    expect(receipts[0]?.text).toContain(`Payment id: ${payment.razorpay_payment_id as string}`);
  });

  it('extends from the current end date when paying again', async () => {
    for (let time = 0; time < 2; time += 1) {
      const orderId = await createOrder();
      expect((await validate(await harness.payCardOrder(orderId))).status).toBe(200);
    }
    const profile = await harness.profile(user.id);
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 730)).toBeLessThan(60_000);
  });

  it("refuses another user's order, and an unknown one", async () => {
    const other = await harness.createUser();
    const orderId = await createOrder(other);
    const payment = await harness.payCardOrder(orderId);

    const stolen = await validate(payment, user);
    expect(stolen.status).toBe(403);
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    expect((await harness.profile(other.id)).subscription_status).toBe('inactive');

    const unknown = await validate({ ...payment, razorpay_order_id: 'order_UNKNOWN0000000' });
    expect(unknown.status).toBe(404);
  });

  it('answers 400 to a malformed body and leaves the order unpaid', async () => {
    const orderId = await createOrder();
    const payment = await harness.payCardOrder(orderId);
    for (const body of [
      '{"razorpay_order_id":',
      '[]',
      JSON.stringify({ ...payment, razorpay_signature: 7 }),
    ]) {
      const answer = await harness.call('/api/order/validate', { token: user.token, body });
      expect(answer.status).toBe(400);
    }
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    const [row] = await harness.payments(user.id);
    expect(row).toMatchObject({ status: 'created', payment_id: null, activated_at: null });
  });

  it.each(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const payment: Record<string, string> = {
        razorpay_order_id: 'order_X',
        razorpay_payment_id: 'pay_X',
        razorpay_signature: 'a'.repeat(64),
      };
      delete payment[field];
      const answer = await validate(payment);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
      expect(typeof answer.body.error).toBe('string');
    },
  );

  it.each([
    ['razorpay_order_id', 'order_\u0000X'],
    ['razorpay_order_id', 'order_\ud800'],
    ['razorpay_payment_id', 'pay_X),or=(id.not.is.null'],
    ['razorpay_signature', 'a'.repeat(201)],
  ])('answers 400 naming %s for %j, before any database call', async (field, value) => {
    const answer = await validate({
      razorpay_order_id: 'order_X',
      razorpay_payment_id: 'pay_X',
      razorpay_signature: 'a'.repeat(64),
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(harness.logs.filter((line) => line.includes('Database call failed'))).toEqual([]);
  });
});
