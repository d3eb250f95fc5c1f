// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage, type ContactMessage } from './contact';

/** The real supabase-js client, with the network replaced by `fake.answer`. */
const fake = vi.hoisted(() => ({
  requests: [] as { url: string; method: string; headers: Headers; body: unknown }[],
  answer: (): Promise<Response> => Promise.resolve(new Response('{"ok":true}')),
}));

vi.mock('./client', async () => {
  const { createClient } = await import('@supabase/supabase-js');
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    fake.requests.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return fake.answer();
  };
  return {
    supabase: createClient('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    }),
  };
});

const message: ContactMessage = {
  id: '3f1c5c8e-1b7a-4f0e-9c3a-2d4b6e8f0a1b',
  name: 'Priya',
  email: 'priya@example.com',
  subject: 'Worksheets',
  message: 'Hello',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

beforeEach(() => {
  fake.requests = [];
  fake.answer = () => json(200, { ok: true });
});

describe('sendContactMessage', () => {
  it("POSTs the message to the api function's contact route, version v1", async () => {
    expect(await sendContactMessage(message)).toEqual({ ok: true });
    const [request, ...others] = fake.requests;
    expect(others).toEqual([]);
    expect(request?.url).toBe('http://127.0.0.1:54321/functions/v1/api/contact?version=v1');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('apikey')).toBe('anon-key');
    expect(request?.body).toEqual(message);
  });

  it('sends the honeypot only when something is in it', async () => {
    await sendContactMessage({ ...message, website: '' });
    await sendContactMessage({ ...message, website: 'https://spam.example' });
    expect(fake.requests.map((request) => (request.body as ContactMessage).website)).toEqual([
      undefined,
      'https://spam.example',
    ]);
  });

  it('names the field the server refused', async () => {
    fake.answer = () => json(400, { error: 'Please enter a valid email address.', field: 'email' });
    expect(await sendContactMessage(message)).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a valid email address.',
      field: 'email',
      retryAfterSeconds: null,
    });
  });

  it('ignores a field the form does not have', async () => {
    fake.answer = () => json(400, { error: 'The message id must be a UUID.', field: 'id' });
    expect(await sendContactMessage(message)).toMatchObject({ status: 400, field: null });
  });

  it('says when to try again after a 429, from the body or the Retry-After header', async () => {
    fake.answer = () =>
      json(429, { error: 'Too many', retryAfterSeconds: 1234 }, { 'retry-after': '99' });
    expect(await sendContactMessage(message)).toMatchObject({
      status: 429,
      message: 'Too many',
      retryAfterSeconds: 1234,
    });
    fake.answer = () =>
      Promise.resolve(new Response('busy', { status: 503, headers: { 'retry-after': '30' } }));
    expect(await sendContactMessage(message)).toMatchObject({
      status: 503,
      message: 'The server answered 503',
      retryAfterSeconds: 30,
    });
  });

  it('reports a mail failure with its status', async () => {
    fake.answer = () => json(502, { error: 'Your message was saved but could not be delivered' });
    expect(await sendContactMessage(message)).toMatchObject({ ok: false, status: 502 });
  });

  it('answers status null when no answer comes', async () => {
    fake.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendContactMessage(message)).toMatchObject({
      ok: false,
      status: null,
      field: null,
      retryAfterSeconds: null,
    });
  });
});
