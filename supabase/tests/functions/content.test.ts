import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PACKS } from '../../../src/content/packs/all';
import { createApp } from '../../functions/api/app.ts';
import { PUBLISHED_PACKS } from '../../functions/_shared/content/index.ts';
import type { PublishedPack } from '../../functions/_shared/content-types.ts';
import { CONTENT_MESSAGES } from '../../functions/api/routes/content.ts';
import { signJwt } from '../../local/jwt';
import { ANON_KEY } from '../../local/keys';
import { DAY_MS, startHarness, type Harness, type TestUser } from './harness';

/** A paid volume for these tests: a copy of a free pack under another volume. */
function paidFixture(): PublishedPack {
  const free = ALL_PACKS.find((pack) => pack.grade === 'k1' && pack.volume === 'v1');
  if (!free) throw new Error('k1/v1 is missing from ALL_PACKS');
  const pack = { ...free, volume: 'v2', title: 'Fixture volume 2' };
  return {
    grade: 'k1',
    volume: 'v2',
    bytes: Buffer.byteLength(JSON.stringify(pack)),
    version: 'fixture',
    pack,
  };
}

const fixtures: PublishedPack[] = [
  ...PUBLISHED_PACKS.filter((entry) => entry.volume === 'v1'),
  paidFixture(),
];
const app = createApp({ packs: fixtures });
const deployed = createApp();

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

let harness: Harness;
let visitor: TestUser;
let subscriber: TestUser;
let lapsed: TestUser;

async function get(
  path: string,
  { token = ANON_KEY, method = 'GET', version = 'v1', server = app } = {} as {
    token?: string | null;
    method?: string;
    version?: string | null;
    server?: ReturnType<typeof createApp>;
  },
): Promise<Answer> {
  const url = new URL(`${harness.backend.url}${path}`);
  if (version !== null) url.searchParams.set('version', version);
  const response = await server.fetch(
    new Request(url, {
      method,
      headers: { apikey: ANON_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
    harness.env,
  );
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: response.status, headers: response.headers, text, json };
}

async function setSubscription(userId: string, status: string, endsInDays: number | null) {
  await harness.backend.db.admin((tx) =>
    tx.query(
      'update public.profiles set subscription_status = $2, subscription_end_date = $3 where id = $1',
      [userId, status, endsInDays === null ? null : new Date(Date.now() + endsInDays * DAY_MS)],
    ),
  );
}

beforeAll(async () => {
  harness = await startHarness();
  visitor = await harness.createUser();
  subscriber = await harness.createUser();
  lapsed = await harness.createUser();
  await setSubscription(subscriber.id, 'active', 200);
  await setSubscription(lapsed.id, 'active', -1);
});
afterAll(async () => {
  await harness.close();
});

describe('GET /api/content/{grade}/{volume}', () => {
  it('gives an active subscriber the paid pack, uncached, with its size and version', async () => {
    const answer = await get('/api/content/k1/v2', { token: subscriber.token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(fixtures.at(-1)?.pack);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('etag')).toBe('"fixture"');
    expect(answer.headers.get('x-content-bytes')).toBe(String(Buffer.byteLength(answer.text)));
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Content-Bytes');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reads grade and volume case-insensitively', async () => {
    const answer = await get('/api/content/K1/V2', { token: subscriber.token });
    expect(answer.status).toBe(200);
  });

  it('answers 401 to a visitor: no token, the anon key, a forged or a broken token', async () => {
    const forged = signJwt(
      { sub: subscriber.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'a-guessed-secret-that-is-at-least-32-characters',
    );
    for (const token of [null, ANON_KEY, forged, 'not-a-jwt']) {
      const answer = await get('/api/content/k1/v2', { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: CONTENT_MESSAGES.signedOut, code: 'signed_out' });
      expect(answer.text).not.toContain('"subjects"');
    }
  });

  it('answers 403 to a signed-in parent without a subscription, or whose subscription ended', async () => {
    for (const user of [visitor, lapsed]) {
      const answer = await get('/api/content/k1/v2', { token: user.token });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({
        error: CONTENT_MESSAGES.noSubscription,
        code: 'subscription_required',
      });
    }
    await setSubscription(visitor.id, 'inactive', 200);
    expect((await get('/api/content/k1/v2', { token: visitor.token })).status).toBe(403);
  });

  it('gives volume 1 to anybody: it is free and ships with the app', async () => {
    for (const token of [null, ANON_KEY, visitor.token]) {
      const answer = await get('/api/content/nursery/v1', { token });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(
        ALL_PACKS.find((pack) => pack.grade === 'nursery' && pack.volume === 'v1'),
      );
    }
  });

  it('answers 404 to a grade or volume that does not exist', async () => {
    for (const path of ['/api/content/k3/v2', '/api/content/k1/v5', '/api/content/k1/volume-2']) {
      const answer = await get(path, { token: subscriber.token });
      expect(answer.status, path).toBe(404);
      expect(answer.json.code).toBe('unknown_volume');
      expect(answer.json.error).toMatch(/^There is no volume /);
    }
    expect((await get('/api/content/k1', { token: subscriber.token })).status).toBe(404);
  });

  it('answers 404 to a subscriber asking for a volume not published yet, 401 to a visitor', async () => {
    const answer = await get('/api/content/k2/v4', { token: subscriber.token });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: CONTENT_MESSAGES.notPublished, code: 'not_published' });
    expect((await get('/api/content/k2/v4', { token: null })).status).toBe(401);
  });

  it('needs the version tag', async () => {
    for (const version of [null, 'v2']) {
      const answer = await get('/api/content/k1/v2', { token: subscriber.token, version });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: 'Missing or unsupported API version', expected: 'v1' });
    }
  });

  it('answers HEAD with the size and no body, and 405 to other methods', async () => {
    const head = await get('/api/content/k1/v2', { token: subscriber.token, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-content-bytes')).toBe(String(fixtures.at(-1)?.bytes));
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await get('/api/content/k1/v2', { token: subscriber.token, method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
  });
});

describe('GET /api/content', () => {
  it('lists every published pack with its size and version, without content', async () => {
    const answer = await get('/api/content', { token: null });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      packs: fixtures.map(({ grade, volume, bytes, version }) => ({
        grade,
        volume,
        bytes,
        version,
        free: volume === 'v1',
      })),
    });
  });
});

describe('the deployed function', () => {
  it('serves every pack of ALL_PACKS: volume 1 to anybody, the others to subscribers', async () => {
    for (const pack of ALL_PACKS) {
      const path = `/api/content/${pack.grade}/${pack.volume}`;
      const answer = await get(path, {
        server: deployed,
        token: pack.volume === 'v1' ? null : subscriber.token,
      });
      expect(answer.status, path).toBe(200);
      expect(answer.json, path).toEqual(pack);
      if (pack.volume !== 'v1') {
        expect((await get(path, { server: deployed, token: visitor.token })).status).toBe(403);
      }
    }
  });

  it('answers through the embedded backend with CORS', async () => {
    const response = await fetch(
      `${harness.backend.url}/functions/v1/api/content/k2/v1?version=v1`,
      {
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${ANON_KEY}`,
          origin: 'http://127.0.0.1:5173',
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(
      ALL_PACKS.find((pack) => pack.grade === 'k2' && pack.volume === 'v1'),
    );
  });
});
