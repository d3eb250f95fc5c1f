import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import {
  clearStoredPacks,
  listStoredPacks,
  loadStoredPack,
  removeStoredPack,
  storePack,
} from './pack-repo';
import { outboxStore } from './outbox-repo';
import { onStoredPacksChange } from './pack-events';
import { PROGRESS_KIND } from './progress-outbox';
import { onResultRecorded } from './result-events';
import {
  attachVisitorResults,
  recordResult,
  syncBacklog,
  type FinishedResult,
} from './progress-repo';

const base: FinishedResult = {
  userId: 'user-1',
  grade: 'k1',
  volume: 'v1',
  subject: 'maths',
  topic: 'count-to-10',
  kind: 'counting',
  score: 6,
  maxScore: 8,
  stars: 2,
  durationMs: 30_000,
};

function at(minute: number): Date {
  return new Date(Date.UTC(2026, 3, 1, 10, minute));
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('results waiting for the server', () => {
  it('are queued in the outbox with the result, owned by its parent, due at once', async () => {
    const row = await recordResult({ ...base, skills: [] });
    const [queued] = await db.outbox.toArray();
    const { userId: _userId, topicKey: _topicKey, ...payload } = row;
    expect(queued).toEqual({
      seq: expect.any(Number),
      kind: PROGRESS_KIND,
      key: row.id,
      owner: 'user-1',
      payload,
      attempts: 0,
      nextAttemptAt: 0,
    });
  });

  it('are counted per parent: waiting, and refused by the server', async () => {
    await recordResult({ ...base, finishedAt: at(30) });
    await recordResult({ ...base, finishedAt: at(10) });
    await recordResult({ ...base, userId: 'user-2', finishedAt: at(1) });
    await recordResult({ ...base, userId: null, finishedAt: at(2) });
    const [first, second] = await outboxStore().waiting(PROGRESS_KIND);
    await outboxStore().setAside(first?.seq ?? 0, 'new row violates check constraint');
    await outboxStore().remove([second?.seq ?? 0]);
    expect(await syncBacklog('user-1')).toEqual({ waiting: 0, refused: 1 });
    expect(await syncBacklog('user-2')).toEqual({ waiting: 1, refused: 0 });
  });

  it('played without an account move to the account that signs in, outbox rows with them', async () => {
    const visitor = await recordResult({ ...base, userId: null });
    const other = await recordResult({ ...base, userId: 'user-2' });

    expect(await attachVisitorResults('user-1')).toBe(1);
    expect((await db.progress.get(visitor.id))?.userId).toBe('user-1');
    expect((await db.progress.get(other.id))?.userId).toBe('user-2');
    const owners = (await db.outbox.toArray()).map((row) => [row.key, row.owner]);
    expect(owners).toEqual([
      [visitor.id, 'user-1'],
      [other.id, 'user-2'],
    ]);
    expect(await attachVisitorResults('user-1')).toBe(0);
  });

  it('are announced as they are recorded', async () => {
    const listener = vi.fn();
    const stop = onResultRecorded(listener);
    const row = await recordResult(base);
    stop();
    await recordResult(base);
    expect(listener.mock.calls).toEqual([[row]]);
  });
});

describe('downloaded packs', () => {
  it('are listed without their content, removed one by one or all at once, and announced', async () => {
    const changes = vi.fn();
    const stop = onStoredPacksChange(changes);
    await storePack('k2', 'v3', { title: 'Three' }, { bytes: 1200, version: 'abc' });
    await storePack('k1', 'v2', { title: 'Two' });
    expect(await listStoredPacks()).toEqual([
      expect.objectContaining({ key: 'k1/v2', grade: 'k1', volume: 'v2' }),
      expect.objectContaining({ key: 'k2/v3', bytes: 1200, version: 'abc' }),
    ]);
    expect((await listStoredPacks())[0]).not.toHaveProperty('pack');

    await removeStoredPack('k1', 'v2');
    expect(await loadStoredPack('k1', 'v2')).toBeUndefined();
    expect(await loadStoredPack('k2', 'v3')).toMatchObject({ pack: { title: 'Three' } });
    await clearStoredPacks();
    expect(await listStoredPacks()).toEqual([]);
    stop();
    expect(changes).toHaveBeenCalledTimes(4);
  });
});
