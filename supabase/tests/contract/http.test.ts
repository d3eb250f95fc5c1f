import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '@/lib/env';
import { edgeFunctionModules } from '../../local/functions';
import type { RunningBackend } from '../../local/main';
import { rawFetch, rawHttp, signUpParent, startTestBackend } from './harness';

let backend: RunningBackend;

beforeAll(async () => {
  edgeFunctionModules.echo = new URL('./fixtures/echo-function.ts', import.meta.url).href;
  backend = await startTestBackend();
});
afterAll(async () => {
  delete edgeFunctionModules.echo;
  await backend?.close();
});

describe('gateway', () => {
  it('uses the anon key the app is built with', () => {
    expect(backend.anonKey).toBe(LOCAL_ANON_KEY);
  });

  it('requires a valid API key on /auth/v1 and /rest/v1', async () => {
    for (const path of ['/auth/v1/settings', '/rest/v1/profiles']) {
      const missing = await rawFetch(backend, path, { key: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'No API key found in request' });
      const invalid = await rawFetch(backend, path, { key: 'not-a-key' });
      expect(invalid.status).toBe(401);
      expect(await invalid.json()).toMatchObject({ message: 'Invalid API key' });
    }
  });

  it('answers CORS preflights and exposes the headers the clients read', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');

    const settings = await rawFetch(backend, '/auth/v1/settings', {
      headers: { origin: 'http://localhost:4173' },
    });
    expect(settings.status).toBe(200);
    expect(settings.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(settings.headers.get('access-control-expose-headers')).toContain(
      'X-Supabase-Api-Version',
    );
    expect(settings.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await rawFetch(backend, '/rest/v1/progress_events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves no transaction open after refused and failed requests', async () => {
    await rawFetch(backend, '/rest/v1/profiles', { method: 'PATCH', body: '{"nope": 1}' });
    await rawFetch(backend, '/rest/v1/progress_events', { method: 'POST', body: '[' });
    await rawFetch(backend, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: '{"refresh_token":"unknown"}',
    });
    expect(backend.db.isIdle()).toBe(true);
  });

  it('answers unknown paths with 404, wrong methods with 405, health with ok', async () => {
    expect((await fetch(`${backend.url}/nowhere`)).status).toBe(404);
    expect((await rawFetch(backend, '/auth/v1/nowhere')).status).toBe(404);
    expect((await rawFetch(backend, '/auth/v1/signup')).status).toBe(405);
    expect((await fetch(`${backend.url}/_local/health`, { method: 'POST' })).status).toBe(405);
    const health = await fetch(`${backend.url}/_local/health`);
    expect(await health.json()).toEqual({ ok: true });
  });

  it.each([
    ['TRACE', '/auth/v1/user', 'GET, PUT, HEAD, OPTIONS', { code: 'method_not_allowed' }],
    ['CONNECT', '/auth/v1/signup', 'POST, OPTIONS', { code: 'method_not_allowed' }],
    ['TRACE', '/rest/v1/profiles', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS', { code: 'PGRST117' }],
    ['TRACE', '/functions/v1/api/contact', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', {}],
    ['TRACE', '/_local/health', 'GET, HEAD', { message: 'Method not allowed' }],
  ])('answers %s %s with 405, Allow and a JSON body', async (method, path, allow, shape) => {
    const answer = await rawHttp(backend, method, path, { 'x-supabase-api-version': '2024-01-01' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(JSON.parse(answer.text)).toMatchObject({ message: expect.any(String), ...shape });
    expect((await fetch(`${backend.url}/_local/health`)).status).toBe(200);
  });

  it('answers a request line it cannot parse with a JSON 400', async () => {
    const answer = await rawHttp(backend, 'GET', '/_local/health', { 'content-length': 'x' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Bad Request' });
  });
});

describe('functions host', () => {
  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const response = await rawFetch(backend, '/functions/v1/nope/thing', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
    const preflight = await fetch(`${backend.url}/functions/v1/nope`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
  });

  it('passes preflights to the function, which answers with its own CORS headers', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/echo/orders`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('x-echo')).toBe('own-headers');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('verifies the JWT by default (verify_jwt) and gives the function its path, query, body and env', async () => {
    const refused = await fetch(`${backend.url}/functions/v1/echo/orders?version=v1`, {
      method: 'POST',
      body: '{}',
    });
    expect(refused.status).toBe(401);

    const parent = await signUpParent(backend, 'functions');
    const { data, error } = await parent.client.functions.invoke(
      'echo/orders/ABC/capture?version=v1',
      {
        body: { hello: 'world' },
      },
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: '/echo/orders/ABC/capture',
      search: '?version=v1',
      method: 'POST',
      body: JSON.stringify({ hello: 'world' }),
      authorization: `Bearer ${parent.accessToken}`,
      forwardedFor: '127.0.0.1',
    });
    expect(data.env).toMatchObject({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      MAIL_API_URL: `${backend.url}/_local/mail/api/send`,
      MAIL_API_KEY: 'local-mail-key',
      PAYPAL_API_BASE: `${backend.url}/_local/paypal`,
      CARD_API_BASE: `${backend.url}/_local/card`,
      APP_URL: 'http://127.0.0.1:5173',
    });
  });

  it('turns a thrown error into a 500 without stopping the backend', async () => {
    const response = await rawFetch(backend, '/functions/v1/echo/throw', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
    expect((await fetch(`${backend.url}/_local/health`)).status).toBe(200);
  });
});

describe('mail', () => {
  const send = (body: unknown, key = 'local-mail-key') =>
    fetch(`${backend.url}/_local/mail/api/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('accepts messages with attachments and lists them newest first', async () => {
    const pdf = Buffer.from('%PDF-1.4 worksheet').toString('base64');
    const sent = await send({
      from: 'Sprouts <hello@sprouts.test>',
      to: 'parent@example.test',
      reply_to: 'support@sprouts.test',
      subject: 'Your worksheets',
      html: '<p>Here they are. <a href="http://127.0.0.1:5173/worksheets?a=1&amp;b=2">Open</a></p>',
      attachments: [{ filename: 'counting.pdf', content: pdf, content_type: 'application/pdf' }],
    });
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string };

    const list = (await (await fetch(`${backend.url}/_local/mail.json`)).json()) as {
      id: string;
      to: string[];
      reply_to: string[];
      links: string[];
      attachments: { filename: string; content_type: string; size: number }[];
    }[];
    expect(list[0]).toMatchObject({
      id,
      to: ['parent@example.test'],
      reply_to: ['support@sprouts.test'],
      links: ['http://127.0.0.1:5173/worksheets?a=1&b=2'],
      attachments: [{ filename: 'counting.pdf', content_type: 'application/pdf', size: 18 }],
    });

    const attachment = await fetch(`${backend.url}/_local/mail/${id}/attachments/0`);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(attachment.headers.get('content-disposition')).toContain('counting.pdf');
    expect(Buffer.from(await attachment.arrayBuffer()).toString()).toBe('%PDF-1.4 worksheet');

    const page = await (await fetch(`${backend.url}/_local/mail`)).text();
    expect(page).toContain('Your worksheets');
    expect(page).toContain('href="/_local/mail/' + id + '/attachments/0"');
  });

  it('refuses a wrong key and incomplete messages', async () => {
    expect(
      (await send({ from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't' }, 'wrong')).status,
    ).toBe(403);
    const incomplete = await send({ from: 'a@b.test', subject: 's', text: 't' });
    expect(incomplete.status).toBe(422);
    expect(await incomplete.json()).toMatchObject({ name: 'validation_error' });
  });

  it('clears the mailbox', async () => {
    expect((await fetch(`${backend.url}/_local/mail`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${backend.url}/_local/mail.json`)).json()).toEqual([]);
  });
});
