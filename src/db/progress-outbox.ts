import type { OutboxRow, ProgressPayload, ProgressRow } from './records';

/** The outbox kind of a finished round: recorded here, delivered by src/sync. */
export const PROGRESS_KIND = 'progress';

/** The outbox row that sends a result: owned by its parent, due at once whatever the clock. */
export function outboxRowOf(result: ProgressRow): OutboxRow<ProgressPayload> {
  const { userId, topicKey: _topicKey, ...payload } = result;
  return {
    kind: PROGRESS_KIND,
    key: result.id,
    owner: userId,
    payload,
    attempts: 0,
    nextAttemptAt: 0,
  };
}
