import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  user = await harness.createUser();
});

const state = (orderId: string, buyer: TestUser = user) =>
  harness.call(`/api/payments/${orderId}`, { method: 'GET', token: buyer.token });

async function paypalOrder(): Promise<string> {
  const answer = await harness.call('/api/api/orders', { token: user.token, body: {} });
  return answer.body.id as string;
}

async function cardOrder(): Promise<string> {
  const answer = await harness.call('/api/order', { token: user.token, body: {} });
  return answer.body.id as string;
}

describe('GET /api/payments/:orderID', () => {
  it('captures a PayPal order approved before the tab closed, activates it and mails one receipt', async () => {
    const orderId = await paypalOrder();
    await harness.chooseInPayPalCheckout(orderId, 'approve');

    const first = await state(orderId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ orderId, provider: 'paypal', status: 'paid' });
    const end = new Date(first.body.subscriptionEndDate as string);
    expect(distanceFromNowPlusDays(end, 365)).toBeLessThan(60_000);
    expect((await harness.profile(user.id)).subscription_status).toBe('active');

    const again = await state(orderId);
    expect(again.body).toMatchObject({ status: 'paid' });
    expect(again.body.subscriptionEndDate).toBe(first.body.subscriptionEndDate);
    expect(harness.receiptsTo(user.email)).toHaveLength(1);
  });

  it('says nothing was charged for a PayPal order that was never approved', async () => {
    const orderId = await paypalOrder();
    const answer = await state(orderId);
    expect(answer.body).toEqual({ orderId, provider: 'paypal', status: 'unpaid' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
    expect(harness.receiptsTo(user.email)).toHaveLength(0);
  });

  it('activates a card payment whose confirmation never reached the server', async () => {
    const orderId = await cardOrder();
    const payment = await harness.payCardOrder(orderId);

    const answer = await state(orderId);
    expect(answer.body).toMatchObject({ orderId, provider: 'card', status: 'paid' });
    expect((await harness.profile(user.id)).last_payment_id).toBe(payment.razorpay_payment_id);
    expect(harness.receiptsTo(user.email)).toHaveLength(1);

    // The late confirmation changes nothing and mails nothing more.
    const late = await harness.call('/api/order/validate', { token: user.token, body: payment });
    expect(late.body.subscriptionEndDate).toBe(answer.body.subscriptionEndDate);
    expect(harness.receiptsTo(user.email)).toHaveLength(1);
  });

  it('says nothing was charged for a card order with only a failed payment', async () => {
    const orderId = await cardOrder();
    await fetch(`${harness.backend.url}/_local/card/checkout/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: harness.env.CARD_KEY_ID, outcome: 'failure' }),
    });
    expect((await state(orderId)).body).toEqual({ orderId, provider: 'card', status: 'unpaid' });
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');
  });

  it("answers 401 signed out, 403 for another parent's order and 404 for an unknown one", async () => {
    const orderId = await cardOrder();
    expect((await state(orderId, { ...user, token: '' })).status).toBe(401);
    expect((await state(orderId, await harness.createUser())).status).toBe(403);
    expect((await state('order_unknown')).status).toBe(404);
  });
});
