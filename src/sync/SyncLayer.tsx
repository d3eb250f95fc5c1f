import { useEffect } from 'react';
import { useAuth } from '@/backend/auth-state';
import { keptSessionUser } from '@/backend/kept-session';
import { clearStoredPacks } from '@/db';
import { forgetFetchedPacks } from './packs';
import { startProgressSync } from './progress-sync-service';

/**
 * Runs the device's background work for the signed-in parent: progress sync while signed in;
 * on sign-out, the downloaded paid volumes are removed (they belong to the subscription).
 */
export default function SyncLayer() {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;

  useEffect(() => {
    // Signed out for real: no session is kept on the device (one kept while offline stays).
    if (status !== 'signedOut' || keptSessionUser(localStorage)) return;
    forgetFetchedPacks();
    void clearStoredPacks().catch(() => undefined);
  }, [status]);

  useEffect(() => {
    if (!userId) return;
    return startProgressSync(userId);
  }, [userId]);

  return null;
}
