/**
 * One pass of sending this device's results to `progress_events`: in batches, marked synced as
 * the server accepts them. A refused batch is sent again row by row, so one bad result is kept
 * aside (flagged, never lost) and the rest still go through.
 */
import { pushProgressEvents, type PushOutcome } from '@/backend/progress-events';
import { markSynced, markSyncRejected, unsyncedResults, type ProgressRow } from '@/db';
import { SYNC_BATCH_SIZE, toProgressEvent } from './progress-sync-rules';

export interface SyncPassDeps {
  unsynced: (userId: string, limit: number) => Promise<ProgressRow[]>;
  push: typeof pushProgressEvents;
  markSynced: (ids: readonly string[]) => Promise<void>;
  markRejected: (id: string, reason: string) => Promise<void>;
}

export interface SyncPassResult {
  /** `done`: nothing is left to send; `retry`: the server could not be reached or failed. */
  status: 'done' | 'retry';
  sent: number;
  rejected: number;
}

const deviceDeps: SyncPassDeps = {
  unsynced: unsyncedResults,
  push: pushProgressEvents,
  markSynced,
  markRejected: markSyncRejected,
};

export async function syncProgressPass(
  userId: string,
  deps: SyncPassDeps = deviceDeps,
): Promise<SyncPassResult> {
  let sent = 0;
  let rejected = 0;
  const send = (rows: ProgressRow[]): Promise<PushOutcome> =>
    deps.push(rows.map((row) => toProgressEvent(row, userId)));

  for (;;) {
    const rows = await deps.unsynced(userId, SYNC_BATCH_SIZE);
    if (rows.length === 0) return { status: 'done', sent, rejected };
    const outcome = await send(rows);
    if (outcome.ok) {
      await deps.markSynced(rows.map((row) => row.id));
      sent += rows.length;
      continue;
    }
    if (outcome.kind === 'retry') return { status: 'retry', sent, rejected };
    for (const row of rows) {
      const single = rows.length === 1 ? outcome : await send([row]);
      if (single.ok) {
        await deps.markSynced([row.id]);
        sent += 1;
      } else if (single.kind === 'rejected') {
        await deps.markRejected(row.id, single.message);
        rejected += 1;
      } else {
        return { status: 'retry', sent, rejected };
      }
    }
  }
}
