import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { onOutboxQueued, outboxStore, type QueuedRow } from './outbox-repo';

const T0 = Date.UTC(2026, 4, 1, 10, 0, 0);
const rule = { baseMs: 1_000, maxMs: 8_000 };
const outbox = outboxStore();
const seqs = (rows: QueuedRow[]) => rows.map((row) => row.seq);

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('the outbox store', () => {
  it('queues rows due at once, in order, with no attempts, and announces them', async () => {
    const queued = vi.fn();
    const stop = onOutboxQueued(queued);
    const first = await outbox.add('contact', { subject: 'A' }, T0, { key: 'm1' });
    const second = await outbox.add('progress', { id: 'p1' }, T0 + 5, { key: 'p1', owner: 'u1' });
    stop();
    expect(second).toBeGreaterThan(first);
    expect(queued.mock.calls).toEqual([['contact'], ['progress']]);
    expect(await outbox.due(T0, 10)).toEqual([
      {
        seq: first,
        kind: 'contact',
        key: 'm1',
        owner: null,
        payload: { subject: 'A' },
        attempts: 0,
        nextAttemptAt: T0,
      },
    ]);
    expect(seqs(await outbox.due(T0 + 5, 10))).toEqual([first, second]);
    expect(seqs(await outbox.due(T0 + 5, 1))).toEqual([first]);
    expect(seqs(await outbox.due(T0 + 5, 10, (row) => row.owner === 'u1'))).toEqual([second]);
  });

  it('backs off exponentially, with the jitter it is given', async () => {
    const seq = await outbox.add('contact', {}, T0);
    const waits: number[] = [];
    let now = T0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [row] = await outbox.defer([seq], { now, unit: 0, rule });
      expect(row?.attempts).toBe(attempt);
      waits.push((row?.nextAttemptAt ?? 0) - now);
      now = row?.nextAttemptAt ?? now;
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 4_000]);

    const [jittered] = await outbox.defer([seq], { now, unit: 0.5, rule });
    expect((jittered?.nextAttemptAt ?? 0) - now).toBe(6_000);
    expect(await db.outbox.get(seq)).toMatchObject({ attempts: 6, nextAttemptAt: now + 6_000 });
  });

  it('is not due until its next attempt, and never before the time the server asked for', async () => {
    const seq = await outbox.add('contact', {}, T0);
    await outbox.defer([seq], { now: T0, unit: 0, rule, notBefore: T0 + 60_000 });
    expect(await outbox.due(T0 + 59_999, 10)).toEqual([]);
    expect(await outbox.nextAttemptAt()).toBe(T0 + 60_000);
    expect(await outbox.due(T0 + 60_000, 10)).toHaveLength(1);

    await outbox.defer([seq], { now: T0 + 60_000, unit: 0, rule, notBefore: T0 });
    expect((await db.outbox.get(seq))?.nextAttemptAt).toBe(T0 + 61_000);
  });

  it('makes waiting rows due at once when hurried', async () => {
    const early = await outbox.add('contact', {}, T0);
    const late = await outbox.add('contact', {}, T0);
    await outbox.defer([early, late], {
      now: T0,
      unit: 0,
      rule: { baseMs: 60_000, maxMs: 60_000 },
    });
    await outbox.hurry(T0 + 10, (row) => row.seq === early);
    expect(seqs(await outbox.due(T0 + 10, 10))).toEqual([early]);
    expect(await db.outbox.get(early)).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 10 });
  });

  it('sets a refused row aside: kept, never due, not waiting', async () => {
    const refused = await outbox.add('contact', { n: 1 }, T0);
    const other = await outbox.add('contact', { n: 2 }, T0);
    await outbox.setAside(refused, 'Please enter a valid email address.');
    expect(seqs(await outbox.due(T0, 10))).toEqual([other]);
    expect(seqs(await outbox.waiting('contact'))).toEqual([other]);
    await outbox.remove([other]);
    expect(await outbox.nextAttemptAt()).toBeUndefined();
    expect(await db.outbox.get(refused)).toMatchObject({
      refused: 'Please enter a valid email address.',
    });
  });

  it('removes delivered rows and ignores rows that are gone', async () => {
    const keep = await outbox.add('contact', { n: 1 }, T0);
    const drop = await outbox.add('contact', { n: 2 }, T0);
    await outbox.remove([drop]);
    expect(await outbox.defer([drop], { now: T0, unit: 0 })).toEqual([]);
    expect(seqs(await outbox.waiting('contact'))).toEqual([keep]);
    expect(await outbox.waiting('progress')).toEqual([]);
  });
});
