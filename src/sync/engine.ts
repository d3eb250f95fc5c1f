/**
 * The delivery engine: everything the device sends later goes through it. Records of every
 * registered type wait in one outbox (src/db); a drain sends the due ones, oldest first, in
 * batches per type and parent, and applies the one rule of ./delivery.ts to each answer:
 * delivered records leave, failed ones back off (src/lib/backoff.ts), refused ones are set aside
 * and a 401 holds the type until the next sign-in. When to drain is ./trigger.ts's business.
 */
import type { OutboxStore, QueueOptions, QueuedRow } from '@/db';
import { createRandom, newSeed } from '@/domain/random';
import type { DeliveryResult } from './delivery';
import { emitOutboxEvent, type OutboxEvent } from './events';
import type { RecordType } from './record-type';

/** Time, jitter and connectivity, injectable for tests. */
export interface DeliveryClock {
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

export interface DeliveryEngine {
  /** Keeps a record for delivery; it is due at once. Answers its sequence number. */
  queue<Payload>(kind: string, payload: Payload, options?: QueueOptions): Promise<number>;
  /**
   * Sends every due record the signed-in parent (or anyone) may send. A call while a drain runs
   * joins it, and the drain then makes one more pass. Storage errors are logged, not thrown.
   */
  drain(): Promise<DrainReport>;
  /**
   * Who is signed in now (null: nobody). A parent's records made before signing in become
   * theirs, their waiting records are due at once, and types held by a 401 may send again.
   */
  setAccount(userId: string | null): Promise<void>;
  /** Makes every waiting record due now (the connection came back). */
  hurry(): Promise<void>;
  /** When the next waiting record that may be sent now is due; undefined when there is none. */
  nextDueAt(): Promise<number | undefined>;
}

export interface EngineOptions {
  store: OutboxStore;
  types: readonly RecordType[];
  clock?: DeliveryClock;
  /** Serialises drains across the tabs of one browser (Web Locks). */
  lockName?: string;
  emit?: (event: OutboxEvent) => void;
}

/** Rows read at a time; a full read is followed by another. */
const READ_LIMIT = 200;

let jitter: (() => number) | undefined;

export const systemClock: DeliveryClock = {
  now: () => Date.now(),
  unit: () => {
    jitter ??= createRandom(newSeed()).next;
    return jitter();
  },
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
};

/** How a batch ended: go on, skip the rest of its type and parent, or end the pass. */
type Flow = 'go' | 'skip-group' | 'stop';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Consecutive runs of `size` rows. */
function batches<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += Math.max(1, size)) {
    chunks.push(rows.slice(start, start + Math.max(1, size)));
  }
  return chunks;
}

/** Rows grouped by type and owner, groups in the order of their oldest row. */
function groups(rows: readonly QueuedRow[]): QueuedRow[][] {
  const byGroup = new Map<string, QueuedRow[]>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.owner ?? ''}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  return [...byGroup.values()];
}

async function withTabLock(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(name, () => work());
}

export function createDeliveryEngine({
  store,
  types,
  clock = systemClock,
  lockName = 'sprouts-outbox',
  emit = emitOutboxEvent,
}: EngineOptions): DeliveryEngine {
  const registered = new Map(types.map((type) => [type.kind, type]));
  let account: string | null = null;
  /** Types whose last answer was a 401: held until the next sign-in. */
  const held = new Set<string>();

  /** Whether a row may be sent now, by whom is signed in. */
  const sendable = (row: QueuedRow): boolean => {
    const type = registered.get(row.kind);
    if (!type || held.has(row.kind)) return false;
    return !type.ownedByAccount || (account !== null && row.owner === account);
  };

  async function attempt(type: RecordType, rows: readonly QueuedRow[]): Promise<DeliveryResult> {
    try {
      return await type.send(
        rows.map((row) => row.payload),
        rows[0]?.owner ?? null,
      );
    } catch (error) {
      return { outcome: 'retry', reason: reasonOf(error) };
    }
  }

  function announce(type: OutboxEvent['type'], rows: readonly QueuedRow[], extra = {}): void {
    for (const { kind, seq, payload } of rows) {
      emit({ type, kind, seq, payload, ...extra } as OutboxEvent);
    }
  }

  async function deliver(
    type: RecordType,
    rows: readonly QueuedRow[],
    report: DrainReport,
  ): Promise<Flow> {
    const hurriesBefore = hurries;
    const result = await attempt(type, rows);
    const seqs = rows.map((row) => row.seq);
    switch (result.outcome) {
      case 'delivered': {
        await store.remove(seqs);
        report.delivered += rows.length;
        announce('delivered', rows);
        try {
          type.delivered?.(
            rows.map((row) => row.payload),
            rows[0]?.owner ?? null,
          );
        } catch (error) {
          console.error(`After delivering ${type.kind} records:`, error);
        }
        return 'go';
      }
      case 'rejected': {
        if (rows.length > 1) {
          // One bad record must not keep the others back: each goes again on its own.
          for (const row of rows) {
            const flow = await deliver(type, [row], report);
            if (flow !== 'go') return flow;
          }
          return 'go';
        }
        await store.setAside(seqs[0] as number, result.reason);
        report.rejected += 1;
        console.error(`The server refused a ${type.kind} record for good: ${result.reason}`);
        announce('rejected', rows, { reason: result.reason });
        return 'go';
      }
      case 'signed-out': {
        held.add(type.kind);
        return 'skip-group';
      }
      case 'retry': {
        if (result.unreachable && hurries !== hurriesBefore) {
          // The connection came back while this request was failing: the records stay due and
          // the drain goes round once more, instead of waiting out a back-off.
          again = true;
          return 'stop';
        }
        const now = clock.now();
        const updated = await store.defer(seqs, {
          now,
          unit: clock.unit(),
          ...(result.retryAfterMs !== undefined ? { notBefore: now + result.retryAfterMs } : {}),
        });
        report.deferred += rows.length;
        for (const row of updated) {
          announce('deferred', [row], {
            reason: result.reason,
            attempts: row.attempts,
            nextAttemptAt: row.nextAttemptAt,
          });
        }
        // Without any answer the other records would fail the same way; they stay due.
        return result.unreachable ? 'stop' : 'skip-group';
      }
    }
  }

  async function drainAll(report: DrainReport): Promise<void> {
    for (;;) {
      if (!clock.isOnline()) return;
      const rows = await store.due(clock.now(), READ_LIMIT, sendable);
      for (const group of groups(rows)) {
        const type = registered.get(group[0]?.kind ?? '');
        if (!type) continue;
        for (const batch of batches(group, type.batchSize)) {
          const flow = await deliver(type, batch, report);
          if (flow === 'stop') return;
          if (flow === 'skip-group') break;
        }
      }
      if (rows.length < READ_LIMIT) return;
    }
  }

  let running: Promise<DrainReport> | null = null;
  let again = false;
  /** How often waiting records were made due at once (back online, signed in). */
  let hurries = 0;

  function hurryAll(): Promise<void> {
    hurries += 1;
    return store.hurry(clock.now(), sendable);
  }

  function drain(): Promise<DrainReport> {
    if (running) {
      again = true;
      return running;
    }
    const report: DrainReport = { delivered: 0, deferred: 0, rejected: 0 };
    running = (async () => {
      try {
        do {
          again = false;
          await withTabLock(lockName, () => drainAll(report));
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

  return {
    async queue(kind, payload, options) {
      const seq = await store.add(kind, payload, clock.now(), options);
      emit({ type: 'queued', kind, seq, payload });
      return seq;
    },
    drain,
    async setAccount(userId) {
      account = userId;
      held.clear();
      if (!userId) return;
      for (const type of registered.values()) {
        try {
          await type.adopt?.(userId);
        } catch (error) {
          console.error(`Records made before sign-in could not be given to the account:`, error);
        }
      }
      await hurryAll().catch(() => undefined);
    },
    hurry: hurryAll,
    nextDueAt: () => store.nextAttemptAt(sendable),
  };
}
