import { retryDelayMs, type BackoffRule, OUTBOX_BACKOFF } from '@/lib/backoff';
import { db } from './db';
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

/** Keeps work that must reach the server; it is due at once. Answers its sequence number. */
export async function enqueueOutbox<Payload>(
  kind: string,
  payload: Payload,
  now: number,
): Promise<number> {
  const row: OutboxRow<Payload> = { kind, payload, attempts: 0, nextAttemptAt: now };
  const seq = await db.outbox.add(row);
  if (seq === undefined) throw new Error('The outbox did not number the new row');
  return seq;
}

/** Rows whose next attempt is due at `now`, oldest first. */
export async function dueOutboxRows(now: number, limit = 50): Promise<QueuedRow[]> {
  const rows = await db.outbox.where('nextAttemptAt').belowOrEqual(now).toArray();
  return rows
    .filter((row): row is QueuedRow => row.seq !== undefined)
    .sort((a, b) => a.seq - b.seq)
    .slice(0, limit);
}

/**
 * Records a failed attempt: one more attempt, and the next one after an exponential back-off
 * with jitter (never before `notBefore`). Answers the updated row, or undefined when it is gone.
 */
export async function markOutboxAttempt(
  seq: number,
  { now, unit, notBefore, rule = OUTBOX_BACKOFF }: AttemptTiming,
): Promise<QueuedRow | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(seq);
    if (!row) return undefined;
    const attempts = row.attempts + 1;
    const nextAttemptAt = Math.max(now + retryDelayMs(attempts, unit, rule), notBefore ?? 0);
    await db.outbox.update(seq, { attempts, nextAttemptAt });
    return { ...row, seq, attempts, nextAttemptAt };
  });
}

/** Removes a row once it was delivered, or given up. */
export async function removeOutboxRow(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

/** Rows of one kind waiting on this device, due or not, oldest first. */
export async function listOutbox<Payload = unknown>(kind: string): Promise<QueuedRow<Payload>[]> {
  const rows = await db.outbox.where('kind').equals(kind).toArray();
  return (rows as OutboxRow<Payload>[])
    .filter((row): row is QueuedRow<Payload> => row.seq !== undefined)
    .sort((a, b) => a.seq - b.seq);
}
