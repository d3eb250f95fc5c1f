/**
 * When the delivery engine drains: at once on start, whenever the browser comes back online
 * (waiting records are then due at once), when the app is shown again, every period while it
 * runs, shortly after a record is queued (a burst goes in one request), and after a failure when
 * the earliest back-off ends.
 */
import type { DeliveryEngine } from './engine';

/** How often the outbox is looked at while the app is open. */
export const SYNC_INTERVAL_MS = 30_000;
/** The pause after a record is queued before it is sent. */
export const NUDGE_DELAY_MS = 1_000;

export interface TriggerOptions {
  engine: Pick<DeliveryEngine, 'drain' | 'hurry' | 'nextDueAt'>;
  periodMs?: number;
  nudgeDelayMs?: number;
  /** Where `online` events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` events arrive (the document), and whether it is visible. */
  page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
  /** Epoch milliseconds, on the engine's clock. */
  now?: () => number;
}

export interface DeliveryTrigger {
  /** Asks for a drain soon: a record was just queued. */
  nudge(): void;
  /** Drains now (e.g. someone signed in). */
  drainNow(): Promise<void>;
  stop(): void;
}

export function startDeliveryTrigger({
  engine,
  periodMs = SYNC_INTERVAL_MS,
  nudgeDelayMs = NUDGE_DELAY_MS,
  events = window,
  page = document,
  now = Date.now,
}: TriggerOptions): DeliveryTrigger {
  let stopped = false;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;

  /** After a drain: wake up when the earliest back-off ends, if that is before the period. */
  async function scheduleWake(): Promise<void> {
    const next = await engine.nextDueAt().catch(() => undefined);
    clearTimeout(wake);
    wake = undefined;
    if (stopped || next === undefined) return;
    const wait = next - now();
    // Records due already wait for a reason (offline, held): the next event or period retries.
    if (wait > 0 && wait < periodMs) wake = setTimeout(() => void run(), wait);
  }

  async function run(): Promise<void> {
    if (stopped) return;
    await engine.drain();
    if (!stopped) await scheduleWake();
  }

  const onOnline = () => {
    void engine
      .hurry()
      .catch(() => undefined)
      .then(run);
  };
  const onVisibility = () => {
    if (page.visibilityState === 'visible') void run();
  };
  events.addEventListener('online', onOnline);
  page.addEventListener('visibilitychange', onVisibility);
  const period = setInterval(() => void run(), periodMs);
  void run();

  return {
    nudge() {
      if (stopped || nudgeTimer !== undefined) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = undefined;
        void run();
      }, nudgeDelayMs);
    },
    drainNow: run,
    stop() {
      stopped = true;
      events.removeEventListener('online', onOnline);
      page.removeEventListener('visibilitychange', onVisibility);
      clearInterval(period);
      clearTimeout(wake);
      clearTimeout(nudgeTimer);
    },
  };
}
