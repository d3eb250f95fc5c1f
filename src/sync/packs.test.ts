// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PACKS } from '@/content/packs/all';
import { db, loadStoredPack, storePack } from '@/db';
import { downloadPack, forgetFetchedPacks, openPack } from './packs';

const free = ALL_PACKS.find((pack) => pack.grade === 'k1' && pack.volume === 'v1');
if (!free) throw new Error('k1/v1 is missing');
/** A paid volume as the server would send it. */
const paid = { ...free, volume: 'v2' as const, title: 'Volume two' };

/** The network as the `api` function answers: status, body and headers per request. */
let answers: (() => Response | Promise<Response>)[] = [];
const requested: string[] = [];

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  forgetFetchedPacks();
  answers = [];
  requested.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requested.push(String(input));
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openPack', () => {
  it('gives volume 1 from the app to everybody, without the network', async () => {
    expect(await openPack('k1', 'v1', false)).toMatchObject({ status: 'ready', source: 'app' });
    expect(requested).toEqual([]);
  });

  it('locks volumes 2 to 4 for someone without a subscription, even when downloaded', async () => {
    await storePack('k1', 'v2', paid);
    expect(await openPack('k1', 'v2', false)).toEqual({ status: 'unavailable', reason: 'locked' });
    expect(requested).toEqual([]);
  });

  it('plays a downloaded volume from the device, without the network', async () => {
    await storePack('k1', 'v2', paid);
    expect(await openPack('k1', 'v2', true)).toEqual({
      status: 'ready',
      pack: paid,
      source: 'device',
    });
    expect(requested).toEqual([]);
  });

  it('fetches a volume that is not downloaded once per visit', async () => {
    answers = [answer(200, paid)];
    expect(await openPack('k1', 'v2', true)).toMatchObject({ status: 'ready', source: 'server' });
    expect(await openPack('k1', 'v2', true)).toMatchObject({ status: 'ready', source: 'server' });
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/\/functions\/v1\/api\/content\/k1\/v2\?version=v1$/);
    expect(await loadStoredPack('k1', 'v2')).toBeUndefined();
  });

  it('says why a volume cannot be had', async () => {
    expect(await openPack('k1', 'v3', true)).toEqual({
      status: 'unavailable',
      reason: 'not-downloaded',
    });
    answers = [
      answer(404, { error: 'This volume is not published yet.', code: 'not_published' }),
      answer(403, { error: 'Volumes 2 to 4 come with an active subscription.' }),
      answer(500, { error: 'Something went wrong.' }),
      answer(200, { ...paid, volume: 'v4' }),
    ];
    expect(await openPack('k1', 'v3', true)).toEqual({
      status: 'unavailable',
      reason: 'not-published',
    });
    expect(await openPack('k1', 'v3', true)).toEqual({ status: 'unavailable', reason: 'locked' });
    expect(await openPack('k1', 'v3', true)).toEqual({ status: 'failed' });
    // A pack of another volume is not taken for this one.
    expect(await openPack('k1', 'v3', true)).toEqual({ status: 'failed' });
  });
});

describe('downloadPack', () => {
  it('keeps the pack with its size and version, counting bytes as they arrive', async () => {
    const body = JSON.stringify(paid);
    answers = [
      answer(200, body, { etag: '"abc123"', 'x-content-bytes': String(Buffer.byteLength(body)) }),
    ];
    const progress: [number, number | null][] = [];
    const outcome = await downloadPack('k1', 'v2', (received, total) =>
      progress.push([received, total]),
    );
    expect(outcome).toEqual({ ok: true, bytes: Buffer.byteLength(body) });
    expect(progress[0]).toEqual([0, Buffer.byteLength(body)]);
    expect(progress.at(-1)).toEqual([Buffer.byteLength(body), Buffer.byteLength(body)]);
    expect(await loadStoredPack('k1', 'v2')).toMatchObject({
      pack: paid,
      bytes: Buffer.byteLength(body),
      version: 'abc123',
    });
    expect(await openPack('k1', 'v2', true)).toMatchObject({ source: 'device' });
  });

  it('keeps nothing when the server refuses or the download is damaged', async () => {
    answers = [
      answer(403, { error: 'Volumes 2 to 4 come with an active subscription.' }),
      answer(200, '{"grade":"k1"'),
      answer(200, { grade: 'k1', volume: 'v2' }),
    ];
    expect(await downloadPack('k1', 'v2')).toEqual({
      ok: false,
      reason: 'subscription-required',
      message: 'Volumes 2 to 4 come with an active subscription.',
    });
    expect(await downloadPack('k1', 'v2')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await downloadPack('k1', 'v2')).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await downloadPack('k1', 'v2')).toMatchObject({ ok: false, reason: 'offline' });
    expect(await loadStoredPack('k1', 'v2')).toBeUndefined();
  });
});
