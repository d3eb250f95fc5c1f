import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProgressEventInsert, PushOutcome } from '@/backend/progress-events';
import {
  db,
  listResults,
  markSynced,
  markSyncRejected,
  recordResult,
  unsyncedResults,
  type FinishedResult,
} from '@/db';
import { syncProgressPass, type SyncPassDeps } from './progress-sync';

const result: FinishedResult = {
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

/** The server's side of the wire: stores each id once and answers as scripted. */
class FakeServer {
  readonly stored = new Map<string, ProgressEventInsert>();
  readonly requests: number[] = [];
  /** Answers to give before behaving normally, one per request. */
  script: PushOutcome[] = [];
  /** Ids the server refuses with a 400, whatever the batch. */
  refuse = new Set<string>();

  push = async (rows: readonly ProgressEventInsert[]): Promise<PushOutcome> => {
    this.requests.push(rows.length);
    const scripted = this.script.shift();
    if (scripted) return scripted;
    if (rows.some((row) => this.refuse.has(row.id))) {
      return { ok: false, kind: 'rejected', status: 400, message: 'violates check constraint' };
    }
    for (const row of rows) if (!this.stored.has(row.id)) this.stored.set(row.id, row);
    return { ok: true };
  };
}

let server: FakeServer;
let deps: SyncPassDeps;

async function record(count: number, overrides: Partial<FinishedResult> = {}) {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      await recordResult({
        ...result,
        ...overrides,
        finishedAt: new Date(Date.UTC(2026, 3, 1, 0, index)),
      }),
    );
  }
  return rows;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  server = new FakeServer();
  deps = {
    unsynced: unsyncedResults,
    push: server.push,
    markSynced,
    markRejected: markSyncRejected,
  };
});

describe('a sync pass', () => {
  it('sends every unsynced result of the parent in batches of 100 and marks them synced', async () => {
    await record(250);
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'done',
      sent: 250,
      rejected: 0,
    });
    expect(server.requests).toEqual([100, 100, 50]);
    expect(server.stored.size).toBe(250);
    expect(await listResults({ synced: false })).toEqual([]);

    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'done',
      sent: 0,
      rejected: 0,
    });
    expect(server.requests).toEqual([100, 100, 50]);
  });

  it('leaves other parents’ and visitors’ results alone', async () => {
    await record(2);
    const [other] = await record(1, { userId: 'user-2' });
    const [visitor] = await record(1, { userId: null });
    await syncProgressPass('user-1', deps);
    expect([...server.stored.values()].every((row) => row.user_id === 'user-1')).toBe(true);
    expect(server.stored.has(other?.id ?? '')).toBe(false);
    expect(server.stored.has(visitor?.id ?? '')).toBe(false);
    expect(await listResults({ synced: false })).toHaveLength(2);
  });

  it('keeps everything unsynced when the server cannot be reached, and sends it later once', async () => {
    await record(3);
    server.script = [{ ok: false, kind: 'retry', status: 0, message: 'Failed to fetch' }];
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'retry',
      sent: 0,
      rejected: 0,
    });
    expect(await listResults({ synced: false })).toHaveLength(3);
    expect(await syncProgressPass('user-1', deps)).toMatchObject({ status: 'done', sent: 3 });
    expect(server.stored.size).toBe(3);
  });

  it('counts nothing twice when an accepted batch was not marked (an answer lost on the way)', async () => {
    const rows = await record(20);
    await syncProgressPass('user-1', deps);
    await db.progress.toCollection().modify({ synced: 0 });
    expect(await syncProgressPass('user-1', deps)).toMatchObject({ status: 'done', sent: 20 });
    expect(server.stored.size).toBe(20);
    expect([...server.stored.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('sends a refused batch row by row, so only the bad result is kept aside', async () => {
    const rows = await record(5);
    const bad = rows[2];
    if (!bad) throw new Error('no row');
    server.refuse.add(bad.id);
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'done',
      sent: 4,
      rejected: 1,
    });
    expect(server.requests).toEqual([5, 1, 1, 1, 1, 1]);
    expect(server.stored.has(bad.id)).toBe(false);
    const kept = await db.progress.get(bad.id);
    expect(kept).toMatchObject({ synced: 0, syncError: 'violates check constraint' });

    await record(1);
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'done',
      sent: 1,
      rejected: 0,
    });
    expect(server.requests.at(-1)).toBe(1);
  });

  it('stops sending row by row when the connection drops, and finishes later', async () => {
    const rows = await record(4);
    server.refuse.add(rows[0]?.id ?? '');
    server.script = [
      { ok: false, kind: 'rejected', status: 400, message: 'bad' },
      { ok: false, kind: 'rejected', status: 400, message: 'bad' },
      { ok: true },
      { ok: false, kind: 'retry', status: 0, message: 'offline' },
    ];
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'retry',
      sent: 1,
      rejected: 1,
    });
    expect(await syncProgressPass('user-1', deps)).toEqual({
      status: 'done',
      sent: 2,
      rejected: 0,
    });
    expect(await listResults({ synced: true })).toHaveLength(3);
  });
});
