import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import {
  dueOutboxRows,
  enqueueOutbox,
  listOutbox,
  markOutboxAttempt,
  removeOutboxRow,
} from './outbox-repo';

const T0 = Date.UTC(2026, 4, 1, 10, 0, 0);
const rule = { baseMs: 1_000, maxMs: 8_000 };

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('outbox repository', () => {
  it('queues rows due at once, in order, with no attempts', async () => {
    const first = await enqueueOutbox('contact', { subject: 'A' }, T0);
    const second = await enqueueOutbox('progress', { id: 'p1' }, T0 + 5);
    expect(second).toBeGreaterThan(first);
    expect(await dueOutboxRows(T0)).toEqual([
      { seq: first, kind: 'contact', payload: { subject: 'A' }, attempts: 0, nextAttemptAt: T0 },
    ]);
    expect((await dueOutboxRows(T0 + 5)).map((row) => row.seq)).toEqual([first, second]);
    expect((await dueOutboxRows(T0 + 5, 1)).map((row) => row.seq)).toEqual([first]);
  });

  it('backs off exponentially, with the jitter it is given', async () => {
    const seq = await enqueueOutbox('contact', {}, T0);
    const waits: number[] = [];
    let now = T0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const row = await markOutboxAttempt(seq, { now, unit: 0, rule });
      expect(row?.attempts).toBe(attempt);
      waits.push((row?.nextAttemptAt ?? 0) - now);
      now = row?.nextAttemptAt ?? now;
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 4_000]);

    const jittered = await markOutboxAttempt(seq, { now, unit: 0.5, rule });
    expect((jittered?.nextAttemptAt ?? 0) - now).toBe(6_000);
    expect(await db.outbox.get(seq)).toMatchObject({ attempts: 6, nextAttemptAt: now + 6_000 });
  });

  it('is not due until its next attempt, and never before the time the server asked for', async () => {
    const seq = await enqueueOutbox('contact', {}, T0);
    await markOutboxAttempt(seq, { now: T0, unit: 0, rule, notBefore: T0 + 60_000 });
    expect(await dueOutboxRows(T0 + 59_999)).toEqual([]);
    expect(await dueOutboxRows(T0 + 60_000)).toHaveLength(1);

    await markOutboxAttempt(seq, { now: T0 + 60_000, unit: 0, rule, notBefore: T0 });
    expect((await db.outbox.get(seq))?.nextAttemptAt).toBe(T0 + 61_000);
  });

  it('removes delivered rows and ignores rows that are gone', async () => {
    const keep = await enqueueOutbox('contact', { n: 1 }, T0);
    const drop = await enqueueOutbox('contact', { n: 2 }, T0);
    await removeOutboxRow(drop);
    expect(await markOutboxAttempt(drop, { now: T0, unit: 0 })).toBeUndefined();
    expect((await listOutbox('contact')).map((row) => row.seq)).toEqual([keep]);
    expect(await listOutbox('progress')).toEqual([]);
  });
});
