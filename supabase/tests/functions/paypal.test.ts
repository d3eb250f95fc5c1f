import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYPAL_CLIENT_ID, PAYPAL_SECRET } from '../../local/keys';
import {
  distanceFromNowPlusDays,
  firstCaptureOf,
  startHarness,
  type Harness,
  type TestUser,
} from './harness';

let harness: Harness;
let user: TestUser;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  harness.setPayPalInterceptor(undefined);
  user = await harness.createUser();
});

async function createOrder(buyer: TestUser = user): Promise<string> {
  const answer = await harness.call('/api/api/orders', {
    token: buyer.token,
    body: { cart: [{ name: 'Sam', email: buyer.email, password: 'never-sent-on' }] },
  });
  expect(answer.status).toBe(200);
  expect(typeof answer.body.id).toBe('string');
  return answer.body.id as string;
}

function capture(orderId: string, buyer: TestUser = user) {
  return harness.call(`/api/api/orders/${orderId}/capture`, { token: buyer.token });
}

/** The order as the PayPal stand-in holds it. */
async function paypalOrder(orderId: string): Promise<Record<string, unknown>> {
  const token = (await (
    await fetch(`${harness.backend.url}/_local/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const response = await fetch(
    `${harness.backend.url}/_local/paypal/v2/checkout/orders/${orderId}`,
    { headers: { authorization: `Bearer ${token.access_token}` } },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe('POST /api/api/orders', () => {
  it('creates a PayPal order for the server price, tied to the caller, ignoring the cart', async () => {
    const orderId = await createOrder();
    expect(orderId).toMatch(/^PAYPAL-ORDER-/);

    const order = await paypalOrder(orderId);
    expect(order.status).toBe('CREATED');
    expect(order.purchase_units).toEqual([
      {
        reference_id: 'default',
        amount: { currency_code: 'USD', value: '19.00' },
        custom_id: user.id,
        description: 'Sprouts one-year subscription',
      },
    ]);

    const [payment] = await harness.payments(user.id);
    expect(payment).toMatchObject({
      order_id: orderId,
      provider: 'paypal',
      amount: 1900,
      currency: 'USD',
      status: 'created',
      payment_id: null,
      activated_at: null,
    });
    expect(JSON.stringify(payment?.provider_response)).not.toContain('never-sent-on');
    expect(harness.logs.join('\n')).not.toContain('never-sent-on');
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it('passes PayPal trouble on as a message, and stores nothing', async () => {
    const answer = await harness.call('/api/api/orders', {
      token: user.token,
      body: {},
      env: { ...harness.env, PAYPAL_SECRET: 'wrong-secret' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      message: 'PayPal is not available right now. Please try again.',
      details: [],
    });
    expect(answer.text).not.toContain('wrong-secret');
    expect(await harness.payments(user.id)).toEqual([]);
  });

  it("returns PayPal's own error status, message, details and debug_id", async () => {
    harness.setPayPalInterceptor(async (request, response) =>
      new URL(request.url).pathname.endsWith('/v2/checkout/orders')
        ? Response.json(
            {
              name: 'INVALID_REQUEST',
              message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
              debug_id: 'abc123def4567',
              details: [{ issue: 'INVALID_PARAMETER_VALUE', description: 'Bad value.' }],
            },
            { status: 400 },
          )
        : response,
    );
    const answer = await harness.call('/api/api/orders', { token: user.token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: 'abc123def4567',
      details: [{ issue: 'INVALID_PARAMETER_VALUE', description: 'Bad value.' }],
    });
    expect(await harness.payments(user.id)).toEqual([]);
  });
});

describe('POST /api/api/orders/:orderID/capture', () => {
  it('captures an approved order and activates the subscription for 365 days', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');

    const answer = await capture(orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: orderId, status: 'COMPLETED' });
    const captured = firstCaptureOf(answer.body);
    expect(captured).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '19.00' },
    });
    expect(answer.body.details).toBeUndefined();

    const profile = await harness.profile(user.id);
    expect(profile.subscription_status).toBe('active');
    expect(profile.payment_status).toBe('success');
    expect(profile.last_order_id).toBe(orderId);
    expect(profile.last_payment_id).toBe(captured.id);
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 365)).toBeLessThan(60_000);
    expect(new Date(answer.body.subscriptionEndDate as string).getTime()).toBe(
      profile.subscription_end_date?.getTime(),
    );

    const [payment] = await harness.payments(user.id);
    expect(payment).toMatchObject({ status: 'paid', payment_id: captured.id });
    expect(payment?.activated_at).toBeInstanceOf(Date);
    expect(payment?.provider_response).toMatchObject({
      order: { id: orderId, status: 'CREATED' },
      capture: { id: orderId, status: 'COMPLETED' },
    });
  });

  it("returns PayPal's INSTRUMENT_DECLINED unchanged, activates nothing, then succeeds after the buyer chooses again", async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'decline');

    const declined = await capture(orderId);
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'INSTRUMENT_DECLINED' }],
    });
    expect(typeof declined.body.debug_id).toBe('string');
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    const [refused] = await harness.payments(user.id);
    expect(refused?.status).toBe('created');
    expect(refused?.provider_response.failed_captures).toEqual([
      {
        status: 422,
        body: expect.objectContaining({
          details: [expect.objectContaining({ issue: 'INSTRUMENT_DECLINED' })],
        }) as unknown,
        at: expect.any(String) as unknown,
      },
    ]);

    await harness.chooseInPayPalCheckout(orderId, 'approve');
    const paid = await capture(orderId);
    expect(paid.status).toBe(200);
    expect((await harness.profile(user.id)).subscription_status).toBe('active');
    expect((await harness.payments(user.id))[0]?.status).toBe('paid');
  });

  it('passes other PayPal refusals on with their issue and activates nothing', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'error');
    const refused = await capture(orderId);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ details: [{ issue: 'TRANSACTION_REFUSED' }] });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it('answers 400 to a malformed capture body and leaves the approved order uncaptured', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    const answer = await harness.call(`/api/api/orders/${orderId}/capture`, {
      token: user.token,
      body: '{"capture":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'The request body is not valid JSON.' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    expect((await harness.payments(user.id))[0]).toMatchObject({ status: 'created' });
    expect((await paypalOrder(orderId)).status).toBe('APPROVED');
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const orderId = await createOrder();
    const answer = await capture(orderId);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it('extends once when a capture is replayed', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    const first = await capture(orderId);
    const endAfterFirst = (await harness.profile(user.id)).subscription_end_date;
    const activatedAt = (await harness.payments(user.id))[0]?.activated_at;

    const replay = await capture(orderId);
    expect(replay.status).toBe(200);
    expect(firstCaptureOf(replay.body).id).toBe(firstCaptureOf(first.body).id);
    expect(replay.body.subscriptionEndDate).toBe(first.body.subscriptionEndDate);
    expect((await harness.profile(user.id)).subscription_end_date).toEqual(endAfterFirst);
    expect((await harness.payments(user.id))[0]?.activated_at).toEqual(activatedAt);
  });

  it('mails one receipt to the buyer, however often the capture is replayed', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    const first = await capture(orderId);
    await capture(orderId);
    await capture(orderId);

    const receipts = harness.receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`Your Sprouts receipt: $19.00 (USD), order ${orderId}`);
    expect(receipt?.text).toContain('Amount paid: $19.00 (USD)');
    expect(receipt?.text).toContain('Paid with: PayPal');
    expect(receipt?.text).toContain(`Order id: ${orderId}`);
    expect(receipt?.text).toContain(`Payment id: ${firstCaptureOf(first.body).id as string}`);
    expect(receipt?.text).toMatch(/Subscription active till: \d{1,2} \w+ \d{4}/);
    expect(receipt?.text).toContain('What it unlocks: 365 days of volumes 2 to 4 for every grade');
    expect(receipt?.text).toContain(`write to ${harness.env.SUPPORT_EMAIL as string}`);
    expect((await harness.payments(user.id))[0]?.receipt_sent_at).toBeInstanceOf(Date);
  });

  it('tries the receipt again on a replay when the mail API failed the first time', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    const broken = { ...harness.env, MAIL_API_URL: `${harness.backend.url}/_local/nowhere` };
    const first = await harness.call(`/api/api/orders/${orderId}/capture`, {
      token: user.token,
      env: broken,
    });
    expect(first.status).toBe(200);
    expect((await harness.profile(user.id)).subscription_status).toBe('active');
    const receiptsTo = () => harness.receiptsTo(user.email);
    expect(receiptsTo()).toHaveLength(0);
    expect((await harness.payments(user.id))[0]?.receipt_sent_at).toBeNull();

    await capture(orderId);
    expect(receiptsTo()).toHaveLength(1);
  });

  it('activates an order PayPal already captured when that answer never arrived', async () => {
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    // The first capture reaches PayPal, but its answer is lost on the way back.
    harness.setPayPalInterceptor(async (request, response) =>
      request.url.endsWith('/capture') ? new Response('upstream reset', { status: 503 }) : response,
    );
    const lost = await capture(orderId);
    expect(lost.status).toBe(502);
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');

    harness.setPayPalInterceptor(undefined);
    const retried = await capture(orderId);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('COMPLETED');
    const profile = await harness.profile(user.id);
    expect(profile.subscription_status).toBe('active');
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 365)).toBeLessThan(60_000);
  });

  it('extends from the current end date when paying again', async () => {
    for (let payment = 0; payment < 2; payment += 1) {
      const orderId = await createOrder();
      await harness.chooseInPayPalCheckout(orderId, 'approve');
      expect((await capture(orderId)).status).toBe(200);
    }
    const profile = await harness.profile(user.id);
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 730)).toBeLessThan(60_000);
    expect((await harness.payments(user.id)).map((payment) => payment.status)).toEqual([
      'paid',
      'paid',
    ]);
  });

  it('extends from now when the previous subscription has ended', async () => {
    await harness.backend.db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_status = 'active', subscription_end_date = now() - interval '10 days' where id = $1`,
        [user.id],
      ),
    );
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    expect((await capture(orderId)).status).toBe(200);
    const profile = await harness.profile(user.id);
    expect(distanceFromNowPlusDays(profile.subscription_end_date, 365)).toBeLessThan(60_000);
  });

  it.each([
    ['amount', { currency_code: 'USD', value: '1.00' }],
    ['currency', { currency_code: 'EUR', value: '19.00' }],
  ])('refuses to activate when the captured %s differs from the price', async (_what, amount) => {
    harness.setPayPalInterceptor(async (request, response) => {
      if (!request.url.endsWith('/capture') || !response.ok) return response;
      const order = (await response.json()) as Record<string, unknown>;
      firstCaptureOf(order).amount = amount;
      return Response.json(order, { status: response.status });
    });
    const orderId = await createOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');

    const answer = await capture(orderId);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'The payment does not match the subscription price.',
      message: 'The payment does not match the subscription price.',
    });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    const [payment] = await harness.payments(user.id);
    expect(payment).toMatchObject({ status: 'failed', activated_at: null });
    expect(payment?.provider_response).toMatchObject({ capture: { status: 'COMPLETED' } });

    harness.setPayPalInterceptor(undefined);
    expect((await capture(orderId)).status).toBe(400);
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it("refuses to capture another user's order", async () => {
    const other = await harness.createUser();
    const orderId = await createOrder(other);
    await harness.chooseInPayPalCheckout(orderId, 'approve');

    const answer = await capture(orderId, user);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'This order belongs to another account.' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    expect((await harness.profile(other.id)).subscription_status).toBe('inactive');
    expect((await harness.payments(other.id))[0]?.status).toBe('created');
    expect((await paypalOrder(orderId)).status).toBe('APPROVED');
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await capture('PAYPAL-ORDER-UNKNOWN');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'Order not found.', message: 'Order not found.' });
  });

  it('keeps subscriptions of different users apart', async () => {
    const other = await harness.createUser();
    const orderId = await createOrder(other);
    await harness.chooseInPayPalCheckout(orderId, 'approve');
    expect((await capture(orderId, other)).status).toBe(200);
    expect((await harness.profile(other.id)).subscription_status).toBe('active');
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });
});
