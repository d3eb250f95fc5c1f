/**
 * The device outbox: what must reach the server, kept in IndexedDB until it is delivered. The
 * delivery engine (src/sync) reads due rows, removes delivered ones, puts failed ones back with a
 * back-off and sets refused ones aside; this module only keeps the rows.
 */
import { retryDelayMs, type BackoffRule, OUTBOX_BACKOFF } from '@/lib/backoff';
import { db, type SproutsDatabase } from './db';
import type { OutboxRow } from './records';

/** An outbox row as stored: it has its sequence number. */
export type QueuedRow<Payload = unknown> = OutboxRow<Payload> & { seq: number };

export interface AttemptTiming {
  /** Epoch milliseconds. */
  now: number;
  /** A number in [0, 1) for the jitter, from a seeded or injected source. */
  unit: number;
  /** The server asked not to try again before this time (epoch milliseconds), e.g. a 429. */
  notBefore?: number;
  rule?: BackoffRule;
}

export interface QueueOptions {
  /** The record's own id, when it has one. */
  key?: string;
  /** The parent it belongs to (see OutboxRow.owner). */
  owner?: string | null;
}

/** Which rows a reader wants (e.g. of the signed-in parent, of registered kinds). */
export type RowFilter = (row: QueuedRow) => boolean;

/** The outbox of one device database, as the delivery engine uses it. */
export interface OutboxStore {
  /** Keeps a record for delivery, due at `now`; answers its sequence number. */
  add<Payload>(
    kind: string,
    payload: Payload,
    now: number,
    options?: QueueOptions,
  ): Promise<number>;
  /** Rows due at `now` that `accept` takes, oldest first, at most `limit`; never set-aside ones. */
  due(now: number, limit: number, accept?: RowFilter): Promise<QueuedRow[]>;
  /** The earliest next attempt of the rows `accept` takes (set-aside ones never); undefined for none. */
  nextAttemptAt(accept?: RowFilter): Promise<number | undefined>;
  /** Removes delivered rows. */
  remove(seqs: readonly number[]): Promise<void>;
  /** Records a failed attempt of each row: the next one after a back-off. Answers the rows. */
  defer(seqs: readonly number[], timing: AttemptTiming): Promise<QueuedRow[]>;
  /** Keeps a row the server refused for good, never to be sent again. */
  setAside(seq: number, reason: string): Promise<void>;
  /** Makes every waiting row that `accept` takes due at `now` (the connection came back). */
  hurry(now: number, accept?: RowFilter): Promise<void>;
  /** Rows of one kind still to be sent, due or not, oldest first. */
  waiting<Payload = unknown>(kind: string): Promise<QueuedRow<Payload>[]>;
}

const outboxListeners = new Set<(kind: string) => void>();

/** Called after a record of any kind is queued, on this device (the engine sends it soon). */
export function onOutboxQueued(listener: (kind: string) => void): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}

/** Tells the listeners that a record of `kind` was queued. */
export function announceQueued(kind: string): void {
  for (const listener of [...outboxListeners]) listener(kind);
}

const stored = (row: OutboxRow): row is QueuedRow => row.seq !== undefined;
const bySeq = (a: QueuedRow, b: QueuedRow) => a.seq - b.seq;
const everyRow: RowFilter = () => true;
const isWaiting = (row: OutboxRow) => row.refused === undefined;

/** The outbox of `database` (the app's own by default). */
export function outboxStore(database: SproutsDatabase = db): OutboxStore {
  const table = database.outbox;
  return {
    async add(kind, payload, now, { key, owner = null } = {}) {
      const row: OutboxRow = {
        kind,
        ...(key !== undefined ? { key } : {}),
        owner,
        payload,
        attempts: 0,
        nextAttemptAt: now,
      };
      const seq = await table.add(row);
      if (seq === undefined) throw new Error('The outbox did not number the new row');
      announceQueued(kind);
      return seq;
    },

    async due(now, limit, accept = everyRow) {
      const rows = await table
        .where('nextAttemptAt')
        .belowOrEqual(now)
        .filter((row) => isWaiting(row) && stored(row) && accept(row))
        .toArray();
      return (rows as QueuedRow[]).sort(bySeq).slice(0, limit);
    },

    async nextAttemptAt(accept = everyRow) {
      const next = await table
        .orderBy('nextAttemptAt')
        .filter((row) => isWaiting(row) && stored(row) && accept(row))
        .first();
      return next?.nextAttemptAt;
    },

    async remove(seqs) {
      await table.bulkDelete([...seqs]);
    },

    async defer(seqs, { now, unit, notBefore, rule = OUTBOX_BACKOFF }) {
      return database.transaction('rw', table, async () => {
        const updated: QueuedRow[] = [];
        for (const seq of seqs) {
          const row = await table.get(seq);
          if (!row) continue;
          const attempts = row.attempts + 1;
          const nextAttemptAt = Math.max(now + retryDelayMs(attempts, unit, rule), notBefore ?? 0);
          await table.update(seq, { attempts, nextAttemptAt });
          updated.push({ ...row, seq, attempts, nextAttemptAt });
        }
        return updated;
      });
    },

    async setAside(seq, reason) {
      await table.update(seq, { refused: reason.slice(0, 500) || 'Refused by the server' });
    },

    async hurry(now, accept = everyRow) {
      await table
        .where('nextAttemptAt')
        .above(now)
        .filter((row) => isWaiting(row) && stored(row) && accept(row))
        .modify({ nextAttemptAt: now });
    },

    async waiting<Payload>(kind: string) {
      const rows = await table.where('kind').equals(kind).filter(isWaiting).toArray();
      return rows.filter(stored).sort(bySeq) as QueuedRow<Payload>[];
    },
  };
}
