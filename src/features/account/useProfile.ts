import { useCallback, useEffect, useState } from 'react';
import { fetchProfile, type Profile } from '@/backend/profile';
import type { SubscriptionStatus } from '@/backend/subscription-rules';

export type ProfileLoad =
  | { state: 'loading'; profile: null }
  | { state: 'ready'; profile: Profile; subscription: SubscriptionStatus }
  | { state: 'failed'; profile: null };

const LOADING: ProfileLoad = { state: 'loading', profile: null };

/**
 * The signed-in user's profile record. `reload` reads it again and keeps showing the current
 * record meanwhile, so saving does not flash a loading state.
 */
export function useProfile(userId: string | null): { load: ProfileLoad; reload: () => void } {
  const [read, setRead] = useState<{ userId: string; load: ProfileLoad } | null>(null);
  const [readCount, setReadCount] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void fetchProfile(userId).then((result) => {
      if (cancelled) return;
      if (!result.ok) console.error('The profile could not be read:', result.message);
      setRead({
        userId,
        load: result.ok
          ? { state: 'ready', profile: result.profile, subscription: result.subscription }
          : { state: 'failed', profile: null },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, readCount]);

  const reload = useCallback(() => setReadCount((count) => count + 1), []);
  return { load: read && read.userId === userId ? read.load : LOADING, reload };
}
