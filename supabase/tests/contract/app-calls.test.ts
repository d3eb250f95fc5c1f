import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  upsertProgressEvents,
  type ProgressEventInsert,
} from '../../../src/backend/progress-events';
import { requestCatalog, requestPack } from '../../../src/backend/content';
import { attachVisitorResults, db, outboxStore, outboxRowOf, recordResult } from '../../../src/db';
import { deliveryFromStatus } from '../../../src/sync/delivery';
import { createDeliveryEngine } from '../../../src/sync/engine';
import { progressRecords } from '../../../src/sync/progress';
import { ALL_PACKS } from '../../../src/content/packs/all';
import { PUBLISHED_PACKS } from '../../functions/_shared/content/index.ts';
import type { RunningBackend } from '../../local/main';
import { progressEventOf, signUpParent, startTestBackend, type SignedUp } from './harness';

/** The app's own calls (src/backend) against the embedded backend. */
let backend: RunningBackend;
let parent: SignedUp;
let subscriber: SignedUp;
let api: string;

function event(overrides: Partial<ProgressEventInsert> = {}): ProgressEventInsert {
  return progressEventOf(parent.userId, overrides);
}

async function storedIds(userId: string): Promise<string[]> {
  return backend.db.admin(async (tx) => {
    const result = await tx.query<{ id: string }>(
      'select id from public.progress_events where user_id = $1 order by id',
      [userId],
    );
    return result.rows.map((row) => row.id);
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  api = `${backend.url}/functions/v1/api`;
  parent = await signUpParent(backend, 'sync');
  subscriber = await signUpParent(backend, 'subscriber');
  await backend.db.admin((tx) =>
    tx.query(
      "update public.profiles set subscription_status = 'active', subscription_end_date = now() + interval '30 days' where id = $1",
      [subscriber.userId],
    ),
  );
});
afterAll(async () => {
  await backend.close();
});

describe('upsertProgressEvents', () => {
  it('stores each id once, however often it is sent', async () => {
    const rows = [event(), event({ topic: 'count-to-20', skills: null })];
    expect(await upsertProgressEvents(parent.client, rows)).toEqual({ ok: true });
    expect(await upsertProgressEvents(parent.client, rows)).toEqual({ ok: true });
    expect(
      await upsertProgressEvents(parent.client, [rows[0] as ProgressEventInsert, event()]),
    ).toEqual({
      ok: true,
    });
    expect(await storedIds(parent.userId)).toHaveLength(3);
  });

  it('keeps the per-skill results of an assessment', async () => {
    const skills = [{ skill: 'counting-to-20', topic: 'count-to-10', score: 2, maxScore: 3 }];
    const row = event({ topic: 'maths-assessment', kind: 'assessment', skills });
    expect(await upsertProgressEvents(parent.client, [row])).toEqual({ ok: true });
    const stored = await backend.db.admin((tx) =>
      tx.query<{ skills: unknown }>('select skills from public.progress_events where id = $1', [
        row.id,
      ]),
    );
    expect(stored.rows[0]?.skills).toEqual(skills);
  });

  it('refuses the whole batch for one bad row, which the rule sets aside', async () => {
    const good = event();
    const bad = event({ score: 9 });
    const outcome = await upsertProgressEvents(parent.client, [good, bad]);
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    if (outcome.ok) throw new Error('accepted');
    expect(deliveryFromStatus(outcome.status, outcome.message).outcome).toBe('rejected');
    expect(await storedIds(parent.userId)).not.toContain(good.id);
  });

  it('refuses a row for another account', async () => {
    const outcome = await upsertProgressEvents(parent.client, [
      event({ user_id: subscriber.userId }),
    ]);
    expect(outcome).toMatchObject({ ok: false, status: 403 });
  });

  it('answers no status when the server cannot be reached', async () => {
    const { createTestClient } = await import('./harness');
    const nowhere = createTestClient('http://127.0.0.1:9', backend.anonKey);
    expect(await upsertProgressEvents(nowhere, [event()])).toMatchObject({
      ok: false,
      status: null,
    });
  });
});

describe('the delivery engine against the server', () => {
  it('stores 20 results once, even when the device sends them again, and keeps a refused one aside', async () => {
    await db.delete({ disableAutoOpen: false });
    const player = await signUpParent(backend, 'player');
    const engine = createDeliveryEngine({
      store: outboxStore(),
      types: [
        progressRecords({
          push: (rows) => upsertProgressEvents(player.client, rows),
          adopt: (userId) => attachVisitorResults(userId),
          synced: () => undefined,
        }),
      ],
    });
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const row = await recordResult({
        userId: player.userId,
        grade: 'k1',
        volume: 'v1',
        subject: index % 2 ? 'english' : 'maths',
        topic: index % 2 ? 'first-sight-words' : 'count-to-10',
        kind: index % 2 ? 'sight-words' : 'counting',
        score: 8,
        maxScore: 8,
        stars: 3,
        durationMs: 20_000,
      });
      ids.push(row.id);
    }
    const refused = await recordResult({
      userId: player.userId,
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      topic: 'count-to-10',
      kind: 'k'.repeat(41),
      score: 1,
      maxScore: 8,
      stars: 0,
      durationMs: 1,
    });
    await engine.setAccount(player.userId);

    expect(await engine.drain()).toEqual({ delivered: 20, deferred: 0, rejected: 1 });
    expect(await storedIds(player.userId)).toEqual([...ids].sort());
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ key: refused.id, refused: expect.stringContaining('check') }),
    ]);

    // Every answer lost on the way: the device sends all of them again.
    await db.outbox.clear();
    await db.outbox.bulkAdd((await db.progress.toArray()).map(outboxRowOf));
    expect(await engine.drain()).toEqual({ delivered: 20, deferred: 0, rejected: 1 });
    expect(await storedIds(player.userId)).toEqual([...ids].sort());
  });
});

describe('requestPack and requestCatalog', () => {
  it('download a free pack with its size, version and progress', async () => {
    const seen: [number, number | null][] = [];
    const answer = await requestPack(api, backend.anonKey, 'nursery', 'v1', {
      onProgress: (received, total) => seen.push([received, total]),
    });
    const published = PUBLISHED_PACKS.find(
      (entry) => entry.grade === 'nursery' && entry.volume === 'v1',
    );
    expect(answer).toEqual({
      ok: true,
      pack: ALL_PACKS.find((pack) => pack.grade === 'nursery' && pack.volume === 'v1'),
      bytes: published?.bytes,
      version: published?.version,
    });
    expect(seen[0]).toEqual([0, published?.bytes]);
    expect(seen.at(-1)).toEqual([published?.bytes, published?.bytes]);
  });

  it('tell a visitor from a parent without a subscription', async () => {
    expect(await requestPack(api, backend.anonKey, 'k1', 'v2')).toMatchObject({
      ok: false,
      reason: 'signed-out',
      status: 401,
    });
    expect(await requestPack(api, parent.accessToken, 'k1', 'v2')).toMatchObject({
      ok: false,
      reason: 'subscription-required',
      status: 403,
      message: expect.stringMatching(/active subscription/),
    });
  });

  it('give a subscriber every paid pack the server carries', async () => {
    for (const pack of ALL_PACKS.filter((entry) => entry.volume !== 'v1')) {
      const answer = await requestPack(api, subscriber.accessToken, pack.grade, pack.volume);
      expect(answer).toMatchObject({ ok: true, pack });
    }
  });

  it('say offline when nothing answers', async () => {
    expect(await requestPack('http://127.0.0.1:9/api', backend.anonKey, 'k1', 'v2')).toMatchObject({
      ok: false,
      reason: 'offline',
      status: 0,
    });
    expect(await requestCatalog('http://127.0.0.1:9/api')).toBeNull();
  });

  it('read the catalogue of every published pack', async () => {
    expect(await requestCatalog(api)).toEqual(
      PUBLISHED_PACKS.map(({ grade, volume, bytes, version }) => ({
        grade,
        volume,
        bytes,
        version,
        free: volume === 'v1',
      })),
    );
  });
});
