import { useEffect } from 'react';
import { useAuth } from '@/backend/auth-state';
import { keptSessionUser } from '@/backend/kept-session';
import { clearDownloadedVolumes, startDeviceSync } from './device-sync';
import { forgetFetchedPacks } from './fetched-packs';

/**
 * Runs the device's background work: the delivery engine (contact messages written offline, a
 * parent's results while they are signed in), a check that a signed-in account was not deleted
 * elsewhere and, on sign-out, removal of the downloaded paid volumes (they belong to the
 * subscription). The storage and sync code load only when there is
 * work.
 */
export default function SyncLayer() {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;

  useEffect(() => startDeviceSync(), []);

  useEffect(() => {
    // Signed out for real: no session is kept on the device (one kept while offline stays).
    if (status !== 'signedOut' || keptSessionUser()) return;
    forgetFetchedPacks();
    void clearDownloadedVolumes().catch(() => undefined);
  }, [status]);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./start-sync').then(({ setSyncAccount, startSync }) => {
      if (cancelled) return;
      stop = startSync();
      void setSyncAccount(userId);
    });
    // An account deleted on another device: this one forgets it and signs out.
    if (navigator.onLine) {
      void import('./account-removal').then(({ forgetAccountIfDeleted }) =>
        forgetAccountIfDeleted(userId),
      );
    }
    return () => {
      cancelled = true;
      stop?.();
      void import('./start-sync').then(({ setSyncAccount }) => setSyncAccount(null));
    };
  }, [userId]);

  return null;
}
