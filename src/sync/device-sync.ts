/**
 * Background work that needs the device database starts only where the database exists: a
 * first visit loads none of the storage or sync code. Writing to the outbox later starts the
 * delivery itself (see `keepSyncRunning`).
 */
import { deviceDatabaseMayExist } from '@/db/device-database';

/** Starts delivering the outbox when this device holds a database; answers the stop function. */
export function startDeviceSync(): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void deviceDatabaseMayExist()
    .then(async (exists) => {
      if (!exists || cancelled) return;
      const { startSync } = await import('./start-sync');
      if (!cancelled) stop = startSync();
    })
    .catch((error: unknown) => console.error('The outbox sync could not start:', error));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Removes the downloaded paid volumes (they belong to the subscription) after a sign-out. */
export async function clearDownloadedVolumes(): Promise<void> {
  if (!(await deviceDatabaseMayExist())) return;
  const { clearStoredPacks } = await import('@/db');
  await clearStoredPacks();
}
