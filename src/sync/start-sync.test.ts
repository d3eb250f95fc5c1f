// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import { DELIVERED } from './delivery';
import { drainOutbox, queueForDelivery, registerSender, type OutboxClock } from './outbox';
import { SENDERS } from './senders';
import { startSync } from './start-sync';

const clock: OutboxClock = { now: () => 1_000, unit: () => 0, isOnline: () => true };
const sent: unknown[] = [];
let unregister: () => void = () => undefined;
const stops: (() => void)[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `count` rows were sent and the outbox is empty, then for the drain to end. (Not
 * vi.waitFor: with fake timers it moves the clock, and with it the sync timer.)
 */
async function settled(count: number) {
  for (let tries = 0; sent.length < count || (await db.outbox.count()) > 0; tries += 1) {
    if (tries > 200) throw new Error(`Expected ${count} sent rows, saw ${sent.length}`);
    await pause(5);
  }
  expect(sent).toHaveLength(count);
  await drainOutbox(clock);
}

function start(intervalMs = 30_000) {
  const stop = startSync({ intervalMs, clock });
  stops.push(stop);
  return stop;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  sent.length = 0;
  unregister = registerSender('test', async (payload) => {
    sent.push(payload);
    return DELIVERED;
  });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  unregister();
  vi.useRealTimers();
});

describe('startSync', () => {
  it('registers a sender for contact messages', () => {
    expect(Object.keys(SENDERS)).toContain('contact');
  });

  it('drains at once, when the connection returns, when shown again and on a timer', async () => {
    await queueForDelivery('test', 'before start', clock);
    start(30_000);
    await settled(1);

    await queueForDelivery('test', 'while offline', clock);
    window.dispatchEvent(new Event('online'));
    await settled(2);

    await queueForDelivery('test', 'while hidden', clock);
    document.dispatchEvent(new Event('visibilitychange'));
    await settled(3);

    await queueForDelivery('test', 'later', clock);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await settled(4);
    expect(sent).toEqual(['before start', 'while offline', 'while hidden', 'later']);
  });

  it('does not send a queued row by itself: it waits for the next trigger', async () => {
    start();
    await queueForDelivery('test', 'queued', clock);
    await pause(50);
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await settled(1);
  });

  it('stops listening once every start is stopped', async () => {
    const first = start();
    const second = start();
    first();
    first();
    await queueForDelivery('test', 'one', clock);
    window.dispatchEvent(new Event('online'));
    await settled(1);

    second();
    await queueForDelivery('test', 'two', clock);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    await pause(50);
    expect(sent).toEqual(['one']);
    expect(await db.outbox.count()).toBe(1);
  });
});
