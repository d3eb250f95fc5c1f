/**
 * Keeps a signed-in parent's results flowing to the server: a visitor's results on this device
 * are given to the account first, then the trigger runs sync passes (on start, on `online`,
 * periodically, after every recorded result, with back-off after failures).
 */
import { attachVisitorResults, onResultRecorded } from '@/db';
import { recordSyncedAt } from './last-synced';
import { syncProgressPass } from './progress-sync';
import { startSyncTrigger, type SyncTrigger } from './sync-trigger';

/** Starts syncing for `userId`; call the returned function to stop (sign-out, another user). */
export function startProgressSync(userId: string): () => void {
  let stopped = false;
  let trigger: SyncTrigger | null = null;

  const run = async () => {
    const result = await syncProgressPass(userId);
    if (result.sent > 0) recordSyncedAt(userId, new Date());
    return result.status;
  };

  void attachVisitorResults(userId)
    .catch(() => 0)
    .then(() => {
      if (!stopped) trigger = startSyncTrigger({ run });
    });
  const stopListening = onResultRecorded(() => trigger?.nudge());

  return () => {
    stopped = true;
    trigger?.stop();
    stopListening();
  };
}
