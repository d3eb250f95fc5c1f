import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, outboxStore, type QueuedRow } from '@/db';
import { OUTBOX_BACKOFF, retryDelayMs } from '@/lib/backoff';
import { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';
import { createDeliveryEngine, type DeliveryClock } from './engine';
import { onOutboxEvent, type OutboxEvent } from './events';
import type { RecordType } from './record-type';

const T0 = Date.UTC(2026, 4, 1, 9, 0, 0);

/** A clock the test moves by hand, with fixed jitter and a switch for the connection. */
function fakeClock(start = T0) {
  const state = { now: start, online: true, unit: 0.5 };
  const clock: DeliveryClock = {
    now: () => state.now,
    unit: () => state.unit,
    isOnline: () => state.online,
  };
  return { state, clock };
}

/** A record type whose requests are recorded and answered from a script (then `DELIVERED`). */
function scriptedType(
  kind: string,
  { batchSize = 1, ownedByAccount = false, script = [] as (DeliveryResult | Error)[] } = {},
) {
  const requests: { payloads: unknown[]; owner: string | null }[] = [];
  const adopted: string[] = [];
  const delivered: unknown[][] = [];
  const type: RecordType = {
    kind,
    batchSize,
    ownedByAccount,
    async send(payloads, owner) {
      requests.push({ payloads: [...payloads], owner });
      const next = script.shift() ?? DELIVERED;
      if (next instanceof Error) throw next;
      return next;
    },
    async adopt(userId) {
      adopted.push(userId);
    },
    delivered(payloads) {
      delivered.push([...payloads]);
    },
  };
  return { type, requests, adopted, delivered, script };
}

const serverError = deliveryFromStatus(503, 'Service unavailable');
const refused = deliveryFromStatus(400, 'Please enter a valid email address.');
const noAnswer = deliveryFromStatus(null, 'Failed to fetch');
const store = outboxStore();

let events: OutboxEvent[] = [];
let stopEvents: () => void = () => undefined;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  events = [];
  stopEvents = onOutboxEvent((event) => events.push(event));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopEvents();
  vi.restoreAllMocks();
});

function engineWith(clock: DeliveryClock, ...types: RecordType[]) {
  return createDeliveryEngine({ store, types, clock });
}

const seqsOf = (rows: QueuedRow[]) => rows.map((row) => row.seq);

describe('draining the outbox', () => {
  it('sends due records oldest first, each to its type, and removes them once delivered', async () => {
    const { clock } = fakeClock();
    const contact = scriptedType('contact');
    const notes = scriptedType('notes');
    const engine = engineWith(clock, contact.type, notes.type);
    const a = await engine.queue('contact', { n: 1 });
    const b = await engine.queue('notes', { n: 2 });
    const c = await engine.queue('contact', { n: 3 });

    expect(await engine.drain()).toEqual({ delivered: 3, deferred: 0, rejected: 0 });
    expect(contact.requests.map((request) => request.payloads)).toEqual([[{ n: 1 }], [{ n: 3 }]]);
    expect(notes.requests.map((request) => request.payloads)).toEqual([[{ n: 2 }]]);
    expect(await db.outbox.count()).toBe(0);
    expect(events.map((event) => [event.type, event.seq])).toEqual([
      ['queued', a],
      ['queued', b],
      ['queued', c],
      ['delivered', a],
      ['delivered', c],
      ['delivered', b],
    ]);
  });

  it('sends a type in batches of its size, per parent, and tells it what was delivered', async () => {
    const { clock } = fakeClock();
    const results = scriptedType('progress', { batchSize: 100, ownedByAccount: true });
    const engine = engineWith(clock, results.type);
    for (let n = 0; n < 250; n += 1) await engine.queue('progress', { n }, { owner: 'user-1' });
    await engine.queue('progress', { n: 'other' }, { owner: 'user-2' });
    await engine.setAccount('user-1');

    expect(await engine.drain()).toEqual({ delivered: 250, deferred: 0, rejected: 0 });
    expect(results.requests.map((request) => [request.payloads.length, request.owner])).toEqual([
      [100, 'user-1'],
      [100, 'user-1'],
      [50, 'user-1'],
    ]);
    expect(results.delivered.map((payloads) => payloads.length)).toEqual([100, 100, 50]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends a parent’s records only while that parent is signed in, and adopts a visitor’s', async () => {
    const { clock } = fakeClock();
    const results = scriptedType('progress', { batchSize: 10, ownedByAccount: true });
    const contact = scriptedType('contact');
    const engine = engineWith(clock, results.type, contact.type);
    await engine.queue('progress', { n: 1 }, { owner: 'user-1' });
    await engine.queue('contact', { n: 2 });

    expect(await engine.drain()).toMatchObject({ delivered: 1 });
    expect(results.requests).toEqual([]);
    expect(await engine.nextDueAt()).toBeUndefined();

    await engine.setAccount('user-2');
    expect(results.adopted).toEqual(['user-2']);
    expect(await engine.drain()).toMatchObject({ delivered: 0 });

    await engine.setAccount('user-1');
    expect(await engine.drain()).toMatchObject({ delivered: 1 });
    expect(results.requests).toEqual([{ payloads: [{ n: 1 }], owner: 'user-1' }]);
  });

  it('sends a refused batch again record by record, so only the bad one is set aside', async () => {
    const { clock } = fakeClock();
    const results = scriptedType('progress', {
      batchSize: 5,
      ownedByAccount: true,
      script: [refused, DELIVERED, refused, DELIVERED],
    });
    const engine = engineWith(clock, results.type);
    const seqs = [];
    for (let n = 0; n < 4; n += 1) seqs.push(await engine.queue('progress', { n }, { owner: 'u' }));
    await engine.setAccount('u');

    expect(await engine.drain()).toEqual({ delivered: 3, deferred: 0, rejected: 1 });
    expect(results.requests.map((request) => request.payloads.length)).toEqual([4, 1, 1, 1, 1]);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ seq: seqs[1], refused: 'Please enter a valid email address.' }),
    ]);
    expect(events).toContainEqual({
      type: 'rejected',
      kind: 'progress',
      seq: seqs[1],
      payload: { n: 1 },
      reason: 'Please enter a valid email address.',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));

    // Set aside: never sent again.
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
  });

  it('stops sending record by record when the connection drops, and finishes later', async () => {
    const { state, clock } = fakeClock();
    const results = scriptedType('progress', {
      batchSize: 10,
      ownedByAccount: true,
      script: [refused, refused, DELIVERED, noAnswer],
    });
    const engine = engineWith(clock, results.type);
    for (let n = 0; n < 4; n += 1) await engine.queue('progress', { n }, { owner: 'u' });
    await engine.setAccount('u');

    expect(await engine.drain()).toEqual({ delivered: 1, deferred: 1, rejected: 1 });
    state.now += OUTBOX_BACKOFF.maxMs;
    expect(await engine.drain()).toEqual({ delivered: 2, deferred: 0, rejected: 0 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps a record whose type throws, and still sends the next type', async () => {
    const { clock } = fakeClock();
    const broken = scriptedType('broken', { script: [new Error('bug in a sender')] });
    const contact = scriptedType('contact');
    const engine = engineWith(clock, broken.type, contact.type);
    const first = await engine.queue('broken', { n: 1 });
    await engine.queue('contact', { n: 2 });

    expect(await engine.drain()).toEqual({ delivered: 1, deferred: 1, rejected: 0 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ seq: first, attempts: 1 }),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'deferred', seq: first, reason: 'bug in a sender' }),
    );
  });

  it('retries server errors with growing waits and nothing before a record is due', async () => {
    const { state, clock } = fakeClock();
    const contact = scriptedType('contact', { script: [serverError, serverError, serverError] });
    const engine = engineWith(clock, contact.type);
    const seq = await engine.queue('contact', { n: 1 });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = state.now;
      expect(await engine.drain()).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
      const row = await db.outbox.get(seq);
      expect(row?.attempts).toBe(attempt);
      waits.push((row?.nextAttemptAt ?? 0) - before);
      expect(waits.at(-1)).toBe(retryDelayMs(attempt, 0.5, OUTBOX_BACKOFF));
      expect(await engine.nextDueAt()).toBe(row?.nextAttemptAt);

      state.now = (row?.nextAttemptAt ?? 0) - 1;
      expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
      state.now += 1;
    }
    expect(waits[1]).toBe(2 * (waits[0] ?? 0));
    expect(waits[2]).toBe(2 * (waits[1] ?? 0));

    expect(await engine.drain()).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
    expect(contact.requests).toHaveLength(4);
  });

  it('waits at least as long as the server asked after a 429', async () => {
    const { state, clock } = fakeClock();
    const contact = scriptedType('contact', {
      script: [deliveryFromStatus(429, 'Too many', 3_600)],
    });
    const engine = engineWith(clock, contact.type);
    const seq = await engine.queue('contact', {});
    await engine.drain();
    expect((await db.outbox.get(seq))?.nextAttemptAt).toBe(state.now + 3_600_000);
  });

  it('ends the pass when the server cannot be reached, leaving the other records untouched', async () => {
    const { clock } = fakeClock();
    const contact = scriptedType('contact', { script: [noAnswer] });
    const notes = scriptedType('notes');
    const engine = engineWith(clock, contact.type, notes.type);
    const first = await engine.queue('contact', { n: 1 });
    const second = await engine.queue('contact', { n: 2 });
    const third = await engine.queue('notes', { n: 3 });

    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
    expect(contact.requests).toHaveLength(1);
    expect(notes.requests).toHaveLength(0);
    expect(await db.outbox.get(first)).toMatchObject({ attempts: 1 });
    expect(await db.outbox.get(second)).toMatchObject({ attempts: 0 });
    expect(await db.outbox.get(third)).toMatchObject({ attempts: 0 });
  });

  it('holds a type after a 401 until the next sign-in, counting no failed attempt', async () => {
    const { clock } = fakeClock();
    const results = scriptedType('progress', {
      batchSize: 1,
      ownedByAccount: true,
      script: [deliveryFromStatus(401, 'JWT expired')],
    });
    const contact = scriptedType('contact');
    const engine = engineWith(clock, results.type, contact.type);
    const a = await engine.queue('progress', { n: 1 }, { owner: 'u' });
    await engine.queue('progress', { n: 2 }, { owner: 'u' });
    await engine.queue('contact', { n: 3 });
    await engine.setAccount('u');

    expect(await engine.drain()).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
    expect(results.requests).toHaveLength(1);
    expect(await db.outbox.get(a)).toMatchObject({ attempts: 0 });
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
    expect(results.requests).toHaveLength(1);

    await engine.setAccount('u');
    expect(await engine.drain()).toEqual({ delivered: 2, deferred: 0, rejected: 0 });
  });

  it('attempts nothing while the device is offline, and hurries waiting records once back', async () => {
    const { state, clock } = fakeClock();
    const contact = scriptedType('contact', { script: [serverError] });
    const engine = engineWith(clock, contact.type);
    await engine.queue('contact', {});
    await engine.drain();
    state.online = false;
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
    expect(seqsOf(await store.due(state.now, 10))).toEqual([]);

    state.online = true;
    await engine.hurry();
    expect(await engine.drain()).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
  });

  it('leaves records of a kind no type sends', async () => {
    const { clock } = fakeClock();
    const engine = engineWith(clock);
    const seq = await store.add('unknown-kind', {}, T0);
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
    expect(await db.outbox.get(seq)).toMatchObject({ attempts: 0 });
  });

  it('lets a second call join a running drain, which then also sends what was queued meanwhile', async () => {
    const { clock } = fakeClock();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: unknown[] = [];
    const slow: RecordType = {
      kind: 'contact',
      batchSize: 1,
      ownedByAccount: false,
      async send([payload]) {
        seen.push(payload);
        await gate;
        return DELIVERED;
      },
    };
    const engine = engineWith(clock, slow);
    await engine.queue('contact', { n: 1 });
    const first = engine.drain();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await engine.queue('contact', { n: 2 });
    const second = engine.drain();
    expect(second).toBe(first);
    release();
    expect(await first).toEqual({ delivered: 2, deferred: 0, rejected: 0 });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('sends again in the same drain when the connection comes back while a request fails', async () => {
    const { clock } = fakeClock();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answers: DeliveryResult[] = [noAnswer, DELIVERED];
    let requests = 0;
    const flaky: RecordType = {
      kind: 'contact',
      batchSize: 1,
      ownedByAccount: false,
      async send() {
        requests += 1;
        if (requests === 1) await gate;
        return answers.shift() ?? DELIVERED;
      },
    };
    const engine = engineWith(clock, flaky);
    const seq = await engine.queue('contact', {});
    const drained = engine.drain();
    await vi.waitFor(() => expect(requests).toBe(1));
    // Back online: the 'online' event hurries and drains while the first request still fails.
    await engine.hurry();
    void engine.drain();
    release();
    expect(await drained).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
    expect(requests).toBe(2);
    expect(await db.outbox.get(seq)).toBeUndefined();

    // Without a return of the connection, the same failure waits out its back-off.
    await engine.queue('contact', {});
    answers.push(noAnswer);
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
  });

  it('sends every record exactly once even when many drains are asked for at once', async () => {
    const { clock } = fakeClock();
    const contact = scriptedType('contact');
    const engine = engineWith(clock, contact.type);
    for (let n = 0; n < 5; n += 1) await engine.queue('contact', { n });
    await Promise.all([engine.drain(), engine.drain(), engine.drain()]);
    expect(contact.requests.map((request) => request.payloads[0])).toEqual(
      [0, 1, 2, 3, 4].map((n) => ({ n })),
    );
  });
});
