/**
 * When to run a sync: at once on start, whenever the browser comes back online, every period
 * while the app runs, shortly after being nudged, and after a failure with a growing wait. One
 * run at a time; a request during a run starts one more run after it.
 */
import { RECORDED_DELAY_MS, SYNC_PERIOD_MS, retryDelay } from './progress-sync-rules';

export type RunOutcome = 'done' | 'retry';

export interface SyncTriggerOptions {
  run: () => Promise<RunOutcome>;
  periodMs?: number;
  /** Where `online` events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Whether the browser thinks it is online; runs wait for `online` when it does not. */
  isOnline?: () => boolean;
}

export interface SyncTrigger {
  /** Asks for a run soon (e.g. a result was just recorded). */
  nudge(): void;
  stop(): void;
}

export function startSyncTrigger({
  run,
  periodMs = SYNC_PERIOD_MS,
  events = window,
  isOnline = () => navigator.onLine,
}: SyncTriggerOptions): SyncTrigger {
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;

  async function go(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (!isOnline()) return;
    running = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    let outcome: RunOutcome;
    try {
      outcome = await run();
    } catch {
      outcome = 'retry';
    }
    running = false;
    if (stopped) return;
    if (outcome === 'done') {
      failures = 0;
    } else {
      failures += 1;
      retryTimer = setTimeout(() => void go(), retryDelay(failures));
    }
    if (again) {
      again = false;
      void go();
    }
  }

  const onOnline = () => {
    failures = 0;
    void go();
  };
  events.addEventListener('online', onOnline);
  const period = setInterval(() => {
    // While waiting out a failure, the retry timer decides.
    if (retryTimer === undefined) void go();
  }, periodMs);
  void go();

  return {
    nudge() {
      if (stopped || nudgeTimer !== undefined) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = undefined;
        void go();
      }, RECORDED_DELAY_MS);
    },
    stop() {
      stopped = true;
      events.removeEventListener('online', onOnline);
      clearInterval(period);
      clearTimeout(retryTimer);
      clearTimeout(nudgeTimer);
    },
  };
}
