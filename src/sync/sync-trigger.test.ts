import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSyncTrigger, type RunOutcome, type SyncTrigger } from './sync-trigger';

/** A run whose outcomes are scripted; it takes 100 ms, like a request. */
function scriptedRun(outcomes: RunOutcome[]) {
  const calls: number[] = [];
  const run = vi.fn(async () => {
    calls.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    return outcomes.shift() ?? 'done';
  });
  return { run, calls };
}

let events: EventTarget;
let online: boolean;
let trigger: SyncTrigger | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  events = new EventTarget();
  online = true;
});
afterEach(() => {
  trigger?.stop();
  vi.useRealTimers();
});

function start(run: () => Promise<RunOutcome>) {
  trigger = startSyncTrigger({ run, periodMs: 60_000, events, isOnline: () => online });
  return trigger;
}

describe('the sync trigger', () => {
  it('runs on start and then every period', async () => {
    const { run, calls } = scriptedRun([]);
    start(run);
    await vi.advanceTimersByTimeAsync(150_000);
    expect(calls).toEqual([0, 60_000, 120_000]);
  });

  it('waits 5, 10, 20 seconds after failures in a row, then goes back to the period', async () => {
    const { run, calls } = scriptedRun(['retry', 'retry', 'retry', 'done']);
    start(run);
    await vi.advanceTimersByTimeAsync(100_000);
    // Each run takes 100 ms; the wait starts when it ends.
    expect(calls).toEqual([0, 5_100, 15_200, 35_300, 60_000]);
  });

  it('runs at once when the browser comes back online, and not while it is offline', async () => {
    const { run, calls } = scriptedRun(['retry']);
    online = false;
    start(run);
    await vi.advanceTimersByTimeAsync(130_000);
    expect(calls).toEqual([]);
    online = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([130_000]);
  });

  it('forgets earlier failures when the connection returns', async () => {
    const { run, calls } = scriptedRun(['retry', 'retry', 'retry', 'retry']);
    start(run);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([0, 5_100, 15_200]);
    events.dispatchEvent(new Event('online'));
    // The 20-second wait is dropped: a try at once, then 5 seconds again.
    await vi.advanceTimersByTimeAsync(5_200);
    expect(calls).toEqual([0, 5_100, 15_200, 30_000, 35_100]);
  });

  it('runs one pass at a time and one more after a request made during a run', async () => {
    const { run, calls } = scriptedRun([]);
    start(run);
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([0, 100]);
  });

  it('runs shortly after a nudge, once for a burst of nudges', async () => {
    const { run, calls } = scriptedRun([]);
    const started = start(run);
    await vi.advanceTimersByTimeAsync(10_000);
    started.nudge();
    started.nudge();
    await vi.advanceTimersByTimeAsync(500);
    started.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual([0, 11_000]);
  });

  it('treats a run that throws as a failure and keeps going', async () => {
    const run = vi
      .fn()
      .mockRejectedValueOnce(new Error('IndexedDB closed'))
      .mockResolvedValue('done');
    start(run);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', async () => {
    const { run, calls } = scriptedRun([]);
    const started = start(run);
    await vi.advanceTimersByTimeAsync(1);
    started.stop();
    started.nudge();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(200_000);
    expect(calls).toEqual([0]);
  });
});
