import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import { OUTBOX_BACKOFF, retryDelayMs } from '@/lib/backoff';
import { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';
import { onOutboxEvent, type OutboxEvent } from './events';
import { drainOutbox, queueForDelivery, registerSender, type OutboxClock } from './outbox';

const T0 = Date.UTC(2026, 4, 1, 9, 0, 0);

/** A clock the test moves by hand, with fixed jitter and a switch for the connection. */
function fakeClock(start = T0) {
  const state = { now: start, online: true, unit: 0.5 };
  const clock: OutboxClock = {
    now: () => state.now,
    unit: () => state.unit,
    isOnline: () => state.online,
  };
  return { state, clock };
}

/** A sender that records payloads and answers from a script (then `DELIVERED`). */
function scriptedSender(...script: (DeliveryResult | Error)[]) {
  const seen: unknown[] = [];
  const sender = async (payload: unknown): Promise<DeliveryResult> => {
    seen.push(payload);
    const next = script.shift() ?? DELIVERED;
    if (next instanceof Error) throw next;
    return next;
  };
  return { seen, sender };
}

const serverError = deliveryFromStatus(503, 'Service unavailable');
const refused = deliveryFromStatus(400, 'Please enter a valid email address.');

let events: OutboxEvent[] = [];
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  events = [];
  cleanups.push(onOutboxEvent((event) => events.push(event)));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

function use(kind: string, sender: (payload: unknown) => Promise<DeliveryResult>) {
  cleanups.push(registerSender(kind, sender));
}

describe('deliveryFromStatus', () => {
  it('delivers on 2xx, retries no answer, 408, 429 and 5xx, and drops other 4xx', () => {
    expect(deliveryFromStatus(200, '')).toEqual(DELIVERED);
    expect(deliveryFromStatus(204, '')).toEqual(DELIVERED);
    expect(deliveryFromStatus(null, 'offline')).toEqual({
      outcome: 'retry',
      reason: 'offline',
      unreachable: true,
    });
    for (const status of [408, 429, 500, 502, 503]) {
      expect(deliveryFromStatus(status, 'x').outcome).toBe('retry');
    }
    expect(deliveryFromStatus(429, 'slow down', 120)).toEqual({
      outcome: 'retry',
      reason: 'slow down',
      retryAfterMs: 120_000,
    });
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(deliveryFromStatus(status, 'no')).toEqual({ outcome: 'rejected', reason: 'no' });
    }
  });
});

describe('drainOutbox', () => {
  it('sends due rows oldest first and removes each once delivered', async () => {
    const { clock } = fakeClock();
    const contact = scriptedSender();
    const progress = scriptedSender();
    use('contact', contact.sender);
    use('progress', progress.sender);
    const a = await queueForDelivery('contact', { n: 1 }, clock);
    const b = await queueForDelivery('progress', { n: 2 }, clock);
    const c = await queueForDelivery('contact', { n: 3 }, clock);

    expect(await drainOutbox(clock)).toEqual({ delivered: 3, deferred: 0, rejected: 0 });
    expect(contact.seen).toEqual([{ n: 1 }, { n: 3 }]);
    expect(progress.seen).toEqual([{ n: 2 }]);
    expect(await db.outbox.count()).toBe(0);
    expect(events.map((event) => [event.type, event.seq])).toEqual([
      ['queued', a],
      ['queued', b],
      ['queued', c],
      ['delivered', a],
      ['delivered', b],
      ['delivered', c],
    ]);
  });

  it('drops a row the server refuses for good, reports it, and goes on with the rest', async () => {
    const { clock } = fakeClock();
    const contact = scriptedSender(refused);
    use('contact', contact.sender);
    const bad = await queueForDelivery('contact', { n: 'bad' }, clock);
    await queueForDelivery('contact', { n: 'good' }, clock);

    expect(await drainOutbox(clock)).toEqual({ delivered: 1, deferred: 0, rejected: 1 });
    expect(contact.seen).toEqual([{ n: 'bad' }, { n: 'good' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(events).toContainEqual({
      type: 'rejected',
      kind: 'contact',
      seq: bad,
      payload: { n: 'bad' },
      reason: 'Please enter a valid email address.',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('keeps a row whose sender throws, and still sends the next', async () => {
    const { clock } = fakeClock();
    const contact = scriptedSender(new Error('bug in a sender'));
    use('contact', contact.sender);
    const first = await queueForDelivery('contact', { n: 1 }, clock);
    await queueForDelivery('contact', { n: 2 }, clock);

    expect(await drainOutbox(clock)).toEqual({ delivered: 1, deferred: 1, rejected: 0 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ seq: first, attempts: 1 }),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'deferred', seq: first, reason: 'bug in a sender' }),
    );
  });

  it('retries server errors with growing waits and nothing before the row is due', async () => {
    const { state, clock } = fakeClock();
    const contact = scriptedSender(serverError, serverError, serverError);
    use('contact', contact.sender);
    const seq = await queueForDelivery('contact', { n: 1 }, clock);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = state.now;
      expect(await drainOutbox(clock)).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
      const row = await db.outbox.get(seq);
      expect(row?.attempts).toBe(attempt);
      waits.push((row?.nextAttemptAt ?? 0) - before);
      expect(waits.at(-1)).toBe(retryDelayMs(attempt, 0.5, OUTBOX_BACKOFF));

      state.now = (row?.nextAttemptAt ?? 0) - 1;
      expect(await drainOutbox(clock)).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
      state.now += 1;
    }
    expect(waits[1]).toBe(2 * (waits[0] ?? 0));
    expect(waits[2]).toBe(2 * (waits[1] ?? 0));

    expect(await drainOutbox(clock)).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
    expect(contact.seen).toHaveLength(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits at least as long as the server asked after a 429', async () => {
    const { state, clock } = fakeClock();
    use('contact', scriptedSender(deliveryFromStatus(429, 'Too many', 3_600)).sender);
    const seq = await queueForDelivery('contact', {}, clock);
    await drainOutbox(clock);
    expect((await db.outbox.get(seq))?.nextAttemptAt).toBe(state.now + 3_600_000);
  });

  it('stops the pass when the server cannot be reached, leaving the other rows untouched', async () => {
    const { clock } = fakeClock();
    const contact = scriptedSender(deliveryFromStatus(null, 'Failed to fetch'));
    use('contact', contact.sender);
    const first = await queueForDelivery('contact', { n: 1 }, clock);
    const second = await queueForDelivery('contact', { n: 2 }, clock);

    expect(await drainOutbox(clock)).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
    expect(contact.seen).toEqual([{ n: 1 }]);
    expect(await db.outbox.get(first)).toMatchObject({ attempts: 1 });
    expect(await db.outbox.get(second)).toMatchObject({ attempts: 0, nextAttemptAt: T0 });
  });

  it('attempts nothing while the device is offline', async () => {
    const { state, clock } = fakeClock();
    const contact = scriptedSender();
    use('contact', contact.sender);
    await queueForDelivery('contact', {}, clock);
    state.online = false;
    expect(await drainOutbox(clock)).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
    expect(contact.seen).toEqual([]);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ attempts: 0 })]);

    state.online = true;
    expect(await drainOutbox(clock)).toEqual({ delivered: 1, deferred: 0, rejected: 0 });
  });

  it('keeps rows of a kind nobody sends yet, backing off', async () => {
    const { clock } = fakeClock();
    const seq = await queueForDelivery('unknown-kind', {}, clock);
    expect(await drainOutbox(clock)).toEqual({ delivered: 0, deferred: 1, rejected: 0 });
    expect(await db.outbox.get(seq)).toMatchObject({ attempts: 1 });
  });

  it('lets a second call join a running drain, which then also sends what was queued meanwhile', async () => {
    const { clock } = fakeClock();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: unknown[] = [];
    use('contact', async (payload) => {
      seen.push(payload);
      await gate;
      return DELIVERED;
    });
    await queueForDelivery('contact', { n: 1 }, clock);
    const first = drainOutbox(clock);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await queueForDelivery('contact', { n: 2 }, clock);
    const second = drainOutbox(clock);
    expect(second).toBe(first);
    release();
    expect(await first).toEqual({ delivered: 2, deferred: 0, rejected: 0 });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('sends every row exactly once even when many drains are asked for at once', async () => {
    const { clock } = fakeClock();
    const contact = scriptedSender();
    use('contact', contact.sender);
    for (let n = 0; n < 5; n += 1) await queueForDelivery('contact', { n }, clock);
    await Promise.all([drainOutbox(clock), drainOutbox(clock), drainOutbox(clock)]);
    expect(contact.seen).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
  });
});
