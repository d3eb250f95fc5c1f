import { useEffect, useState } from 'react';
import type { SessionState } from '@/activities/core/session';
import { useHydrating } from '@/lib/hydration';
import { readSavedSession, takeSavedSessionRead } from './device-reads';

export type SavedSessionState =
  { status: 'loading' } | { status: 'ready'; saved: SessionState | undefined };

/** A read begun before the effect that waits for it; handed out once, so it is never stale. */
function earlyRead(topicKey: string, begun: Promise<SessionState | undefined> | undefined) {
  let read: Promise<SessionState | undefined> | undefined = begun ?? readSavedSession(topicKey);
  return {
    claim(key: string) {
      const claimed = key === topicKey ? read : undefined;
      read = undefined;
      return claimed;
    },
  };
}

/** The unfinished round of a topic saved on this device, if any (read once per topic). */
export function useSavedSession(topicKey: string): SavedSessionState {
  // Begun by the first render rather than its effect, so that the device answers while the rest
  // of the page renders; a prerendered topic page began it before hydration (./prepare-topic.ts).
  const hydrating = useHydrating();
  const [firstRead] = useState(() =>
    import.meta.env.SSR
      ? undefined
      : earlyRead(topicKey, hydrating ? takeSavedSessionRead(topicKey) : undefined),
  );
  const [state, setState] = useState<{ key: string; saved: SessionState | undefined } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const read = firstRead?.claim(topicKey) ?? readSavedSession(topicKey);
    void read.then((saved) => {
      if (!cancelled) setState({ key: topicKey, saved });
    });
    return () => {
      cancelled = true;
    };
  }, [firstRead, topicKey]);

  return state?.key === topicKey ? { status: 'ready', saved: state.saved } : { status: 'loading' };
}
