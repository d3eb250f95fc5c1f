import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PACKS } from '../../../src/content/packs/all';
import { ANON_KEY } from '../../local/keys';
import { startHarness, type Harness, type TestUser } from './harness';

/** The deployed entry (index.ts) under Deno, as the hosted edge runtime runs it. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const REGISTRY_UNREACHABLE = 3;

function ensureDeno(): { path: string } | { skip: string } {
  const result = spawnSync(process.execPath, ['scripts/deno.mjs', '--print-path'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status === REGISTRY_UNREACHABLE) {
    return { skip: `Deno is not installed and the npm registry is unreachable: ${result.stderr}` };
  }
  if (result.status !== 0) {
    throw new Error(`scripts/deno.mjs could not provide deno:\n${result.stderr}`);
  }
  return { path: result.stdout.trim() };
}

const deno = ensureDeno();
if ('skip' in deno) console.warn(`Skipping the Deno tests: ${deno.skip}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf('skip' in deno)('the api function under Deno', () => {
  const denoPath = 'path' in deno ? deno.path : '';
  let harness: Harness;
  let user: TestUser;
  let server: ChildProcess | undefined;
  let output = '';
  let base = '';

  beforeAll(async () => {
    harness = await startHarness();
    user = await harness.createUser();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      denoPath,
      [
        'run',
        '--allow-net=127.0.0.1',
        '--allow-read',
        '--allow-env',
        'supabase/functions/api/index.ts',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          ...harness.env,
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          NO_COLOR: '1',
        },
      },
    );
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`deno exited early:\n${output}`);
      try {
        await fetch(`${base}/api/contact`, { method: 'OPTIONS' });
        break;
      } catch {
        if (Date.now() - started > 60_000) throw new Error(`deno did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await harness.close();
  });

  function post(path: string, body: unknown, token: string = ANON_KEY): Promise<Response> {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${base}/api/contact?version=v1`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });

  it('requires the version tag', async () => {
    const response = await post('/api/contact', { name: 'A' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Missing or unsupported API version',
      expected: 'v1',
    });
  });

  it('stores and mails a contact message through the backend', async () => {
    const response = await post('/api/contact?version=v1', {
      name: 'Deno Visitor',
      email: 'deno@example.com',
      subject: 'From Deno',
      message: 'Sent through the deployed entry.',
    });
    expect(response.status).toBe(200);
    const stored = (await harness.contactMessages()).find((row) => row.subject === 'From Deno');
    expect(stored?.mail_status).toBe('sent');
    expect(harness.backend.mailbox.list().map((mail) => mail.subject)).toContain(
      '[Sprouts contact] From Deno',
    );
  });

  it('verifies a card payment with Web Crypto and activates the subscription', async () => {
    const order = (await (await post('/api/order?version=v1', {}, user.token)).json()) as {
      id: string;
    };
    const payment = await harness.payCardOrder(order.id);
    const forged = await post(
      '/api/order/validate?version=v1',
      { ...payment, razorpay_signature: '0'.repeat(64) },
      user.token,
    );
    expect(forged.status).toBe(400);
    expect((await harness.profile(user.id)).subscription_status).toBe('inactive');

    const validated = await post('/api/order/validate?version=v1', payment, user.token);
    expect(validated.status).toBe(200);
    expect(((await validated.json()) as { msg: string }).msg).toBe('success');
    expect((await harness.profile(user.id)).subscription_status).toBe('active');
  });

  it('serves the content packs it carries, paid ones to subscribers only', async () => {
    const headers = (token: string) => ({ apikey: ANON_KEY, authorization: `Bearer ${token}` });
    const free = await fetch(`${base}/api/content/nursery/v1?version=v1`, {
      headers: headers(ANON_KEY),
    });
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual(
      ALL_PACKS.find((pack) => pack.grade === 'nursery' && pack.volume === 'v1'),
    );
    const visitor = await fetch(`${base}/api/content/k1/v2?version=v1`, {
      headers: headers(ANON_KEY),
    });
    expect(visitor.status).toBe(401);
    const unsubscribed = await harness.createUser();
    const refused = await fetch(`${base}/api/content/k1/v2?version=v1`, {
      headers: headers(unsubscribed.token),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('subscription_required');

    const subscriber = await harness.createUser();
    await harness.backend.db.admin((tx) =>
      tx.query(
        "update public.profiles set subscription_status = 'active', subscription_end_date = now() + interval '30 days' where id = $1",
        [subscriber.id],
      ),
    );
    for (const pack of ALL_PACKS.filter((entry) => entry.volume !== 'v1')) {
      const answer = await fetch(`${base}/api/content/${pack.grade}/${pack.volume}?version=v1`, {
        headers: headers(subscriber.token),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(pack);
    }
  });

  it('creates and captures a PayPal order, refusing another account', async () => {
    const buyer = await harness.createUser();
    const created = await post('/api/api/orders?version=v1', { cart: [] }, buyer.token);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    await harness.chooseInPayPalCheckout(id, 'approve');

    const stolen = await post(`/api/api/orders/${id}/capture?version=v1`, {}, user.token);
    expect(stolen.status).toBe(403);
    expect((await harness.profile(buyer.id)).subscription_status).toBe('inactive');

    const captured = await post(`/api/api/orders/${id}/capture?version=v1`, {}, buyer.token);
    expect(captured.status).toBe(200);
    expect(((await captured.json()) as { status: string }).status).toBe('COMPLETED');
    expect((await harness.profile(buyer.id)).subscription_status).toBe('active');
    expect((await harness.payments(buyer.id))[0]?.status).toBe('paid');
  });

  it('type-checks with deno check', () => {
    const result = spawnSync(denoPath, ['check', 'supabase/functions/api/index.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  }, 130_000);
});
