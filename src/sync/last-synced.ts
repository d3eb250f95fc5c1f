/**
 * When this device last sent a parent's results to the server, kept per parent on the device
 * (src/storage: small, read on the profile page).
 */
import { useSyncExternalStore } from 'react';
import { PROGRESS_SYNCED_AT, readStored, subscribeStored, writeStored } from '@/storage';

/** ISO 8601 of the last sync of `userId`, or null when it never happened here. */
export function lastSyncedAt(userId: string): string | null {
  return readStored(PROGRESS_SYNCED_AT)[userId] ?? null;
}

/** Remembers a sync; without storage the time is only not shown, nothing depends on it. */
export function recordSyncedAt(userId: string, when: Date): void {
  writeStored(PROGRESS_SYNCED_AT, {
    ...readStored(PROGRESS_SYNCED_AT),
    [userId]: when.toISOString(),
  });
}

function subscribe(listener: () => void): () => void {
  return subscribeStored(PROGRESS_SYNCED_AT, listener);
}

/** The last sync of `userId`, kept up to date while mounted. */
export function useLastSynced(userId: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? lastSyncedAt(userId) : null),
    () => null,
  );
}
