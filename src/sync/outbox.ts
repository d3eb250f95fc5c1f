/**
 * The device outbox: work that must reach the server (contact messages now, progress later) is
 * kept in IndexedDB and delivered by the sender registered for its kind. Rows are sent one by
 * one, so one bad row never blocks the rest; failures are retried with back-off, and rows the
 * server refuses for good are dropped and reported.
 */
import { createRandom, newSeed } from '@/domain/random';
import {
  dueOutboxRows,
  enqueueOutbox,
  markOutboxAttempt,
  removeOutboxRow,
  type QueuedRow,
} from '@/db';
import type { DeliveryResult } from './delivery';
import { emitOutboxEvent } from './events';

export type OutboxSender<Payload = unknown> = (payload: Payload) => Promise<DeliveryResult>;

/** Time, jitter and connectivity, injectable for tests. */
export interface OutboxClock {
  /** Epoch milliseconds. */
  now(): number;
  /** A number in [0, 1) for the back-off jitter. */
  unit(): number;
  /** False when the browser knows it is offline: nothing is attempted then. */
  isOnline(): boolean;
}

export interface DrainReport {
  delivered: number;
  deferred: number;
  rejected: number;
}

/** Rows read per round; a full round is followed by another. */
const BATCH = 50;
/** Serialises drains across the tabs of one browser. */
const LOCK_NAME = 'sprouts-outbox';

const senders = new Map<string, OutboxSender>();

let jitter: (() => number) | undefined;

export const systemClock: OutboxClock = {
  now: () => Date.now(),
  unit: () => {
    jitter ??= createRandom(newSeed()).next;
    return jitter();
  },
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
};

/** Who delivers rows of `kind`; registering a kind again replaces its sender. */
export function registerSender<Payload>(kind: string, sender: OutboxSender<Payload>): () => void {
  const entry = sender as OutboxSender;
  senders.set(kind, entry);
  return () => {
    if (senders.get(kind) === entry) senders.delete(kind);
  };
}

/** Keeps `payload` for delivery; it is due at once and sent on the next drain. */
export async function queueForDelivery<Payload>(
  kind: string,
  payload: Payload,
  clock: Pick<OutboxClock, 'now'> = systemClock,
): Promise<number> {
  const seq = await enqueueOutbox(kind, payload, clock.now());
  emitOutboxEvent({ type: 'queued', kind, seq, payload });
  return seq;
}

async function attempt(row: QueuedRow): Promise<DeliveryResult> {
  const sender = senders.get(row.kind);
  if (!sender) return { outcome: 'retry', reason: `No sender for "${row.kind}" rows` };
  try {
    return await sender(row.payload);
  } catch (error) {
    return {
      outcome: 'retry',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

/** One pass over the due rows. Answers whether another pass may find more. */
async function drainBatch(clock: OutboxClock, report: DrainReport): Promise<boolean> {
  const rows = await dueOutboxRows(clock.now(), BATCH);
  for (const row of rows) {
    const result = await attempt(row);
    const { kind, seq, payload } = row;
    if (result.outcome === 'delivered') {
      await removeOutboxRow(seq);
      report.delivered += 1;
      emitOutboxEvent({ type: 'delivered', kind, seq, payload });
      continue;
    }
    if (result.outcome === 'rejected') {
      await removeOutboxRow(seq);
      report.rejected += 1;
      console.error(`The server refused a queued ${kind} row for good: ${result.reason}`);
      emitOutboxEvent({ type: 'rejected', kind, seq, payload, reason: result.reason });
      continue;
    }
    const now = clock.now();
    const marked = await markOutboxAttempt(seq, {
      now,
      unit: clock.unit(),
      ...(result.retryAfterMs !== undefined ? { notBefore: now + result.retryAfterMs } : {}),
    });
    report.deferred += 1;
    if (marked) {
      emitOutboxEvent({
        type: 'deferred',
        kind,
        seq,
        payload,
        reason: result.reason,
        attempts: marked.attempts,
        nextAttemptAt: marked.nextAttemptAt,
      });
    }
    // Without any answer the other rows would fail the same way; they stay due, untouched.
    if (result.unreachable) return false;
  }
  return rows.length === BATCH;
}

async function drainAll(clock: OutboxClock, report: DrainReport): Promise<void> {
  if (!clock.isOnline()) return;
  while (await drainBatch(clock, report)) {
    if (!clock.isOnline()) return;
  }
}

async function withTabLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(LOCK_NAME, () => work());
}

let running: Promise<DrainReport> | null = null;
let again = false;

/**
 * Sends every due row. A call while a drain runs joins it, and the drain then makes one more
 * pass, so rows queued meanwhile are not left behind. Storage errors are logged, not thrown.
 */
export function drainOutbox(clock: OutboxClock = systemClock): Promise<DrainReport> {
  if (running) {
    again = true;
    return running;
  }
  const report: DrainReport = { delivered: 0, deferred: 0, rejected: 0 };
  running = (async () => {
    try {
      do {
        again = false;
        await withTabLock(() => drainAll(clock, report));
      } while (again);
    } catch (error) {
      console.error('The outbox could not be read:', error);
    } finally {
      running = null;
    }
    return report;
  })();
  return running;
}
