import { useEffect } from 'react';

/**
 * Delivers the device outbox (e.g. contact messages written offline) for as long as the app
 * runs. The sync code is loaded after the first paint.
 */
export function useOutboxSync(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/sync')
      .then(({ startSync }) => {
        if (!cancelled) stop = startSync();
      })
      .catch((error: unknown) => {
        console.error('The outbox sync could not start:', error);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
