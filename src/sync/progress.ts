/**
 * Finished rounds as a record type of the delivery engine: recorded on the device with an
 * outbox row each (src/db), sent to `progress_events` in batches as the signed-in parent they
 * belong to, stored once by their id. A visitor's rounds join the account they sign in to.
 */
import {
  pushProgressEvents,
  type ProgressEventInsert,
  type PushOutcome,
} from '@/backend/progress-events';
import { attachVisitorResults, PROGRESS_KIND, type ProgressPayload } from '@/db';
import { DELIVERED, deliveryFromStatus } from './delivery';
import { recordSyncedAt } from './last-synced';
import type { RecordType } from './record-type';

/** Results sent in one request (the server takes up to 1000 rows). */
export const PROGRESS_BATCH_SIZE = 100;

/** The `progress_events` row of a result, owned by `userId`. */
export function toProgressEvent(result: ProgressPayload, userId: string): ProgressEventInsert {
  return {
    id: result.id,
    user_id: userId,
    child_id: result.childId ?? null,
    grade: result.grade,
    volume: result.volume,
    subject: result.subject,
    topic: result.topic,
    kind: result.kind,
    score: result.score,
    max_score: result.maxScore,
    stars: result.stars,
    duration_ms: Math.max(0, Math.round(result.durationMs)),
    finished_at: result.finishedAt,
    skills: result.skills ? result.skills.map((skill) => ({ ...skill })) : null,
  };
}

export interface ProgressCalls {
  push(rows: readonly ProgressEventInsert[]): Promise<PushOutcome>;
  /** Gives the results played without an account to `userId`. */
  adopt(userId: string): Promise<unknown>;
  /** Remembers when results of `userId` last reached the server ('Last synced'). */
  synced(userId: string): void;
}

const APP_CALLS: ProgressCalls = {
  push: pushProgressEvents,
  adopt: (userId) => attachVisitorResults(userId),
  synced: (userId) => recordSyncedAt(userId, new Date()),
};

export function progressRecords(calls: ProgressCalls = APP_CALLS): RecordType<ProgressPayload> {
  return {
    kind: PROGRESS_KIND,
    batchSize: PROGRESS_BATCH_SIZE,
    ownedByAccount: true,
    async send(results, owner) {
      if (!owner) return { outcome: 'signed-out', reason: 'Results are sent by their parent' };
      const outcome = await calls.push(results.map((result) => toProgressEvent(result, owner)));
      return outcome.ok ? DELIVERED : deliveryFromStatus(outcome.status, outcome.message);
    },
    adopt: calls.adopt,
    delivered(_results, owner) {
      if (owner) calls.synced(owner);
    },
  };
}
