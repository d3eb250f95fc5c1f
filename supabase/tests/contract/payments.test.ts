import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpToPay } from '@/backend/auth-calls';
import {
  capturePayPalOrder,
  createCardOrder,
  createPayPalOrder,
  validateCardPayment,
  type CardPaymentResponse,
} from '@/backend/payments';
import { validationOutcome } from '@/features/subscription/card-outcomes';
import { captureOutcome, orderOutcome } from '@/features/subscription/paypal-outcomes';
import { CARD_KEY_ID } from '../../local/keys';
import type { RunningBackend } from '../../local/main';
import { clientFor, PASSWORD, startTestBackend, uniqueEmail } from './harness';

/**
 * The browser's payment calls (src/backend/payments.ts) with the real supabase-js against the
 * embedded backend as `npm start` runs it: the `api` function behind /functions/v1 and the
 * provider stand-ins the backend mounts itself.
 */
const holder = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/backend/client', () => ({
  get supabase() {
    return holder.client;
  },
}));

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  // The page the sign-up's email link leads back to (after PGlite has started: it looks for
  // a window to tell a browser from Node).
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:5173' } });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await backend?.close();
});

/** A new browser whose parent signs up through the payment flow's sign-up. */
async function signedUpBrowser(): Promise<{ email: string; userId: string }> {
  holder.client = clientFor(backend);
  const email = uniqueEmail('payer');
  const outcome = await signUpToPay({ name: 'Ravi', email, password: PASSWORD });
  expect(outcome).toEqual({ ok: true });
  const { data } = await holder.client.auth.getSession();
  return { email, userId: data.session?.user.id ?? '' };
}

async function subscription(userId: string) {
  return backend.db.admin(async (tx) => {
    const result = await tx.query<{ subscription_status: string; grade: string | null }>(
      'select subscription_status, grade from public.profiles where id = $1',
      [userId],
    );
    return result.rows[0];
  });
}

async function postLocal(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

describe('the embedded backend', () => {
  it('serves the PayPal SDK and card checkout stand-ins on its own', async () => {
    const sdk = await fetch(`${backend.url}/_local/paypal/sdk/js?client-id=sprouts-local-paypal`);
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get('content-type')).toContain('javascript');
    expect(await sdk.text()).toContain('Buttons');
    const checkout = await fetch(`${backend.url}/_local/card/checkout.js`);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('Razorpay');
  });
});

describe('PayPal calls', () => {
  it('create an order, restart after a declined card, then capture and activate', async () => {
    const { email, userId } = await signedUpBrowser();
    expect(await subscription(userId)).toEqual({ subscription_status: 'inactive', grade: null });

    const order = orderOutcome(await createPayPalOrder({ name: 'Ravi', email }));
    if (!order.ok) throw new Error(order.error);

    const early = await capturePayPalOrder(order.orderId);
    expect(early).toMatchObject({ ok: false, status: 422 });
    expect(captureOutcome(early)).toMatchObject({ kind: 'failed' });

    await postLocal(`/_local/paypal/checkout/${order.orderId}/choice`, { choice: 'decline' });
    expect(captureOutcome(await capturePayPalOrder(order.orderId))).toEqual({ kind: 'declined' });
    expect((await subscription(userId))?.subscription_status).toBe('inactive');

    await postLocal(`/_local/paypal/checkout/${order.orderId}/choice`, { choice: 'approve' });
    const paid = await capturePayPalOrder(order.orderId);
    expect(captureOutcome(paid)).toMatchObject({ kind: 'paid' });
    expect(paid.ok && typeof paid.body.subscriptionEndDate).toBe('string');
    expect((await subscription(userId))?.subscription_status).toBe('active');
  });

  it('report the server message when nobody is signed in', async () => {
    holder.client = clientFor(backend);
    const answer = await createPayPalOrder({ name: 'Nobody', email: 'nobody@example.test' });
    expect(answer).toMatchObject({
      ok: false,
      status: 401,
      message: 'Please sign in to continue.',
    });
    expect(orderOutcome(answer)).toMatchObject({
      ok: false,
      error: 'PayPal API error: Please sign in to continue.',
    });
  });
});

describe('card calls', () => {
  it('create an order for the server price, then validate the signed payment', async () => {
    const { userId } = await signedUpBrowser();
    const order = await createCardOrder();
    expect(order).toMatchObject({
      ok: true,
      body: { amount: 1900, currency: 'INR', key: CARD_KEY_ID },
    });
    const orderId = order.ok ? String(order.body.id) : '';

    const payment = (await postLocal(`/_local/card/checkout/${orderId}/pay`, {
      key: CARD_KEY_ID,
      outcome: 'success',
    })) as unknown as CardPaymentResponse;

    const forged = await validateCardPayment({ ...payment, razorpay_signature: '0'.repeat(64) });
    expect(validationOutcome(forged)).toEqual({ ok: false, message: 'invalid signature' });
    expect((await subscription(userId))?.subscription_status).toBe('inactive');

    const genuine = await validateCardPayment(payment);
    expect(validationOutcome(genuine)).toEqual({
      ok: true,
      orderId,
      paymentId: payment.razorpay_payment_id,
    });
    expect((await subscription(userId))?.subscription_status).toBe('active');
  });

  it('answer a typed failure when the backend cannot be reached', async () => {
    holder.client = clientFor({ ...backend, url: 'http://127.0.0.1:9' });
    const answer = await createCardOrder();
    expect(answer).toMatchObject({ ok: false, status: null });
    expect(answer.ok ? '' : answer.message).not.toBe('');
  });
});
