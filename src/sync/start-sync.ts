import { drainOutbox, systemClock, type OutboxClock } from './outbox';
import { registerSenders } from './senders';

export interface SyncOptions {
  /** How often the outbox is checked while the app is open. */
  intervalMs?: number;
  clock?: OutboxClock;
}

export const SYNC_INTERVAL_MS = 30_000;

let starts = 0;
let teardown: (() => void) | undefined;

/**
 * Delivers the outbox while the app runs: at once, whenever the connection comes back or the
 * app is shown again, and every `intervalMs`. Call once from the app shell; answers the stop
 * function (a second start only counts, so a stop of either keeps the other running).
 */
export function startSync({
  intervalMs = SYNC_INTERVAL_MS,
  clock = systemClock,
}: SyncOptions = {}) {
  starts += 1;
  if (starts === 1) {
    registerSenders();
    const drain = () => {
      void drainOutbox(clock);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') drain();
    };
    window.addEventListener('online', drain);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(drain, intervalMs);
    teardown = () => {
      window.removeEventListener('online', drain);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
    drain();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    starts -= 1;
    if (starts === 0) {
      teardown?.();
      teardown = undefined;
    }
  };
}

let kept = false;

/**
 * Starts the delivery for the rest of the visit, once: called when something is written to the
 * outbox on a device whose database did not exist when the app started.
 */
export function keepSyncRunning(): void {
  if (kept) return;
  kept = true;
  startSync();
}
