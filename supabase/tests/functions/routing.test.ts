import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local/jwt';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, SUPPORT_EMAIL } from '../../local/keys';
import { startHarness, type Harness, type TestUser } from './harness';

let harness: Harness;
let user: TestUser;

beforeAll(async () => {
  harness = await startHarness();
  user = await harness.createUser();
});
afterAll(async () => {
  await harness.close();
});

const routes = [
  '/api/contact',
  '/api/order',
  '/api/order/validate',
  '/api/api/orders',
  '/api/api/orders/PAYPAL-ORDER-X/capture',
];
const paymentRoutes = routes.filter((route) => route !== '/api/contact');

function expectCors(headers: Headers): void {
  expect(headers.get('access-control-allow-origin')).toBe('*');
  expect(headers.get('access-control-allow-headers')).toBe(
    'authorization, x-client-info, apikey, content-type',
  );
}

/** No order, no payment, no message, no subscription: the call changed nothing. */
async function expectNothingWritten(): Promise<void> {
  expect(await harness.payments(user.id)).toEqual([]);
  expect(await harness.contactMessages()).toEqual([]);
  expect(await harness.profile(user.id)).toMatchObject({
    subscription_status: 'inactive',
    subscription_end_date: null,
    payment_status: null,
  });
}

describe('the api function', () => {
  it.each(routes)('answers the CORS preflight of %s', async (route) => {
    const answer = await harness.call(route, { method: 'OPTIONS', version: null, token: null });
    expect(answer.status).toBe(200);
    expectCors(answer.headers);
  });

  it.each(routes)('requires version=v1 on %s', async (route) => {
    for (const version of [null, 'v2', '']) {
      const answer = await harness.call(route, { token: user.token, body: {}, version });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Missing or unsupported API version', expected: 'v1' });
      expectCors(answer.headers);
    }
    await expectNothingWritten();
  });

  it.each(paymentRoutes)('answers 401 on %s without a signed-in user', async (route) => {
    const forged = signJwt(
      { sub: user.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'a-guessed-secret-that-is-at-least-32-characters',
    );
    for (const token of [null, ANON_KEY, SERVICE_ROLE_KEY, forged, 'not-a-jwt']) {
      const answer = await harness.call(route, { token, body: {} });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('Please sign in to continue.');
      expectCors(answer.headers);
    }
    await expectNothingWritten();
  });

  it('treats a well-signed token of a deleted account, or one not valid yet, as signed out', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
    const deleted = await harness.createUser();
    await harness.backend.db.admin((tx) =>
      tx.query('delete from auth.users where id = $1', [deleted.id]),
    );
    const tokens = [
      deleted.token,
      signJwt({ ...claims, sub: crypto.randomUUID() }, JWT_SECRET),
      signJwt({ ...claims, sub: user.id, nbf: now + 24 * 3600 }, JWT_SECRET),
    ];
    const signInRoutes = [
      ...paymentRoutes,
      '/api/worksheets/email',
      ['GET', '/api/content/k1/v2'] as const,
    ];
    for (const entry of signInRoutes) {
      const [method, route] = typeof entry === 'string' ? ['POST', entry] : entry;
      for (const token of tokens) {
        const answer = await harness.call(route, {
          method,
          token,
          body: method === 'GET' ? undefined : {},
        });
        expect([route, answer.status]).toEqual([route, 401]);
      }
    }
    await expectNothingWritten();
  });

  it.each(routes)('answers 400 to malformed JSON on %s', async (route) => {
    const answer = await harness.call(route, { token: user.token, body: '{"oops":' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('The request body is not valid JSON.');
    await expectNothingWritten();
  });

  it('answers 413 to a body far larger than any valid one', async () => {
    const answer = await harness.call('/api/contact', {
      body: { message: 'x'.repeat(70 * 1024) },
    });
    expect(answer.status).toBe(413);
  });

  it('gives PayPal routes the error shape the checkout reads', async () => {
    const answer = await harness.call('/api/api/orders', { token: null, body: {} });
    expect(answer.body).toEqual({
      error: 'Please sign in to continue.',
      message: 'Please sign in to continue.',
      details: [],
    });
  });

  it('answers unknown routes with 404 JSON', async () => {
    for (const route of ['/api/nothing', '/api', '/api/api/orders/X/refund', '/other/contact']) {
      const answer = await harness.call(route, { body: {} });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Not found');
      expectCors(answer.headers);
    }
  });

  it.each(routes)('answers 405 to GET on %s', async (route) => {
    const answer = await harness.call(route, { method: 'GET', token: user.token });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers 500 without details when a secret is missing', async () => {
    const env = { ...harness.env };
    delete (env as Record<string, string | undefined>).CARD_KEY_SECRET;
    const answer = await harness.call('/api/order', { token: user.token, env });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(answer.text).not.toContain('CARD_KEY');
    expect(harness.logs.join('\n')).toContain('CARD_KEY_SECRET');
    expect(await harness.payments(user.id)).toEqual([]);
  });

  it('answers 502 without details when the database cannot be reached', async () => {
    const answer = await harness.call('/api/order', {
      token: user.token,
      env: { ...harness.env, SUPABASE_SERVICE_ROLE_KEY: 'revoked' },
    });
    expect(answer.status).toBe(502);
    expect(answer.text).not.toContain('revoked');
    expect(answer.body.error).toBe('The service is unavailable right now. Please try again.');
  });
});

describe('the api function behind the embedded backend', () => {
  it('answers the preflight and a visitor contact through /functions/v1/api', async () => {
    const url = `${harness.backend.url}/functions/v1/api/contact?version=v1`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expectCors(preflight.headers);

    const response = await fetch(url, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${ANON_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Hello',
        message: 'Through the gateway.',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const mail = harness.backend.mailbox
      .list()
      .find((item) => item.subject === '[Sprouts contact] Hello');
    expect(mail?.to).toEqual([SUPPORT_EMAIL]);
    const [stored] = await harness.contactMessages();
    expect(stored?.ip).toBe('127.0.0.1');
  });
});
