import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeliveryTrigger, type DeliveryTrigger } from './trigger';

/**
 * An engine whose drains are recorded (each takes 100 ms, like a request) and whose next due
 * record is set by the test.
 */
function fakeEngine() {
  const drains: number[] = [];
  const state = { nextDueAt: undefined as number | undefined, hurried: 0 };
  const engine = {
    drain: vi.fn(async () => {
      drains.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { delivered: 0, deferred: 0, rejected: 0 };
    }),
    hurry: vi.fn(async () => {
      state.hurried += 1;
    }),
    nextDueAt: vi.fn(async () => state.nextDueAt),
  };
  return { engine, drains, state };
}

let events: EventTarget;
let page: EventTarget & { visibilityState: DocumentVisibilityState };
let trigger: DeliveryTrigger | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  events = new EventTarget();
  page = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
});
afterEach(() => {
  trigger?.stop();
  vi.useRealTimers();
});

function start(engine: ReturnType<typeof fakeEngine>['engine']) {
  trigger = startDeliveryTrigger({ engine, periodMs: 30_000, events, page });
  return trigger;
}

describe('the delivery trigger', () => {
  it('drains on start and then every period', async () => {
    const { engine, drains } = fakeEngine();
    start(engine);
    await vi.advanceTimersByTimeAsync(75_000);
    expect(drains).toEqual([0, 30_000, 60_000]);
  });

  it('wakes when the earliest back-off ends, when that comes before the period', async () => {
    const { engine, drains, state } = fakeEngine();
    state.nextDueAt = 7_500;
    start(engine);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(drains).toEqual([0, 7_500]);
    state.nextDueAt = 45_000;
    await vi.advanceTimersByTimeAsync(30_000);
    // Past the period: the period looks first.
    expect(drains).toEqual([0, 7_500, 30_000]);
  });

  it('does not spin on records due already that a drain left (offline, held)', async () => {
    const { engine, drains, state } = fakeEngine();
    state.nextDueAt = 0;
    start(engine);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(drains).toEqual([0]);
  });

  it('hurries waiting records and drains when the browser comes back online', async () => {
    const { engine, drains, state } = fakeEngine();
    start(engine);
    await vi.advanceTimersByTimeAsync(10_000);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1);
    expect(state.hurried).toBe(1);
    expect(drains).toEqual([0, 10_000]);
  });

  it('drains when the app is shown again, not when it is hidden', async () => {
    const { engine, drains } = fakeEngine();
    start(engine);
    await vi.advanceTimersByTimeAsync(5_000);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5_000);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1);
    expect(drains).toEqual([0, 10_000]);
  });

  it('drains shortly after a nudge, once for a burst of nudges', async () => {
    const { engine, drains } = fakeEngine();
    const started = start(engine);
    await vi.advanceTimersByTimeAsync(10_000);
    started.nudge();
    started.nudge();
    await vi.advanceTimersByTimeAsync(500);
    started.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(drains).toEqual([0, 11_000]);
  });

  it('does nothing once stopped', async () => {
    const { engine, drains } = fakeEngine();
    const started = start(engine);
    await vi.advanceTimersByTimeAsync(1);
    started.stop();
    started.nudge();
    events.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(200_000);
    expect(drains).toEqual([0]);
  });
});
