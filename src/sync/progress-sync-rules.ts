/**
 * The rules of sending progress to the server, without storage or network: the row the server
 * gets, how long to wait after a failure, how often to look for new results.
 */
import type { ProgressEventInsert } from '@/backend/progress-events';
import type { ProgressRow } from '@/db';

/** Results sent in one request (the server takes up to 1000 rows). */
export const SYNC_BATCH_SIZE = 100;

/** How often a signed-in device looks for unsent results while it runs. */
export const SYNC_PERIOD_MS = 60_000;

/** Waits after consecutive failures: 5 s, 10 s, 20 s ... up to 5 minutes. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** A short pause after a result is recorded, so a burst of results goes in one request. */
export const RECORDED_DELAY_MS = 1_000;

/** The wait before the next try after `failures` failures in a row (1 or more). */
export function retryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 16));
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
}

/** The `progress_events` row of a result, owned by `userId`. */
export function toProgressEvent(row: ProgressRow, userId: string): ProgressEventInsert {
  return {
    id: row.id,
    user_id: userId,
    grade: row.grade,
    volume: row.volume,
    subject: row.subject,
    topic: row.topic,
    kind: row.kind,
    score: row.score,
    max_score: row.maxScore,
    stars: row.stars,
    duration_ms: Math.max(0, Math.round(row.durationMs)),
    finished_at: row.finishedAt,
    skills: row.skills ? row.skills.map((skill) => ({ ...skill })) : null,
  };
}
