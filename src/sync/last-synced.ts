/**
 * When this device last had every result of a parent on the server, kept per parent in
 * localStorage (small, read on the profile page).
 */
import { useSyncExternalStore } from 'react';

export const LAST_SYNCED_KEY = 'sprouts.progressSyncedAt';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readAll(storage: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAST_SYNCED_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

/** ISO 8601 of the last complete sync of `userId`, or null when it never happened here. */
export function lastSyncedAt(userId: string, storage: Storage = localStorage): string | null {
  const value = readAll(storage)[userId];
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function recordSyncedAt(userId: string, when: Date, storage: Storage = localStorage): void {
  try {
    storage.setItem(
      LAST_SYNCED_KEY,
      JSON.stringify({ ...readAll(storage), [userId]: when.toISOString() }),
    );
  } catch {
    // Storage full or unavailable: the time is only shown, nothing depends on it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last complete sync of `userId`, kept up to date while mounted. */
export function useLastSynced(userId: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? lastSyncedAt(userId) : null),
    () => null,
  );
}
