// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, outboxStore } from '@/db';
import { DELIVERED } from './delivery';
import { createDeliveryEngine, type DeliveryClock } from './engine';
import type { RecordType } from './record-type';
import { RECORD_TYPES } from './record-types';
import { setSyncAccount, startSync } from './start-sync';

const clock: DeliveryClock = { now: () => 1_000, unit: () => 0, isOnline: () => true };
const sent: unknown[] = [];
const stops: (() => void)[] = [];

const testRecords: RecordType = {
  kind: 'test',
  batchSize: 1,
  ownedByAccount: false,
  async send([payload]) {
    sent.push(payload);
    return DELIVERED;
  },
};
const engine = createDeliveryEngine({ store: outboxStore(), types: [testRecords], clock });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `count` records were sent and the outbox is empty. (Not vi.waitFor: with fake
 * timers it moves the clock, and with it the trigger's timer.)
 */
async function settled(count: number) {
  for (let tries = 0; sent.length < count || (await db.outbox.count()) > 0; tries += 1) {
    if (tries > 400) throw new Error(`Expected ${count} sent records, saw ${sent.length}`);
    await pause(5);
  }
  expect(sent).toHaveLength(count);
  await engine.drain();
}

function start() {
  const stop = startSync({ periodMs: 30_000, engine });
  stops.push(stop);
  return stop;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  sent.length = 0;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('startSync', () => {
  it('registers children, progress and contact messages with the app’s engine', () => {
    expect(RECORD_TYPES.map((type) => [type.kind, type.ownedByAccount])).toEqual([
      ['child', true],
      ['progress', true],
      ['contact', false],
    ]);
  });

  it('drains at once, after a record is queued, when back online, when shown, on a timer', async () => {
    await engine.queue('test', 'before start');
    start();
    await settled(1);

    await engine.queue('test', 'queued');
    await settled(2);

    const seq = await outboxStore().add('test', 'while offline', 0);
    await outboxStore().defer([seq], { now: 1_000, unit: 0 });
    window.dispatchEvent(new Event('online'));
    await settled(3);

    await engine.queue('test', 'while hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settled(4);

    await db.outbox.add({
      kind: 'test',
      owner: null,
      payload: 'later',
      attempts: 0,
      nextAttemptAt: 0,
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    await settled(5);
    expect(sent).toEqual(['before start', 'queued', 'while offline', 'while hidden', 'later']);
  });

  it('stops listening once every start is stopped', async () => {
    const first = start();
    const second = start();
    first();
    first();
    await engine.queue('test', 'one');
    await settled(1);

    second();
    await engine.queue('test', 'two');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    await pause(1_100);
    expect(sent).toEqual(['one']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends a parent’s records as soon as the parent is known', async () => {
    const mine: RecordType = { ...testRecords, kind: 'mine', ownedByAccount: true };
    const accountEngine = createDeliveryEngine({ store: outboxStore(), types: [mine], clock });
    await accountEngine.queue('mine', 'kept for parent-1', { owner: 'parent-1' });
    await accountEngine.drain();
    expect(sent).toEqual([]);
    await setSyncAccount('parent-1', accountEngine);
    expect(sent).toEqual(['kept for parent-1']);
  });
});
