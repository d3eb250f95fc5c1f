import { useEffect, useState } from 'react';
import { isSessionState, type SessionState } from '@/activities/core/session';
import { loadSession } from '@/db';

export type SavedSessionState =
  { status: 'loading' } | { status: 'ready'; saved: SessionState | undefined };

/** The unfinished round of a topic saved on this device, if any (read once per topic). */
export function useSavedSession(topicKey: string): SavedSessionState {
  const [state, setState] = useState<{ key: string; saved: SessionState | undefined } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadSession<unknown>(topicKey).then(
      (row) => {
        if (cancelled) return;
        const saved =
          row && isSessionState(row.state) && row.state.phase !== 'finished'
            ? row.state
            : undefined;
        setState({ key: topicKey, saved });
      },
      // No IndexedDB (some private windows): start a fresh round.
      () => {
        if (!cancelled) setState({ key: topicKey, saved: undefined });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [topicKey]);

  return state?.key === topicKey ? { status: 'ready', saved: state.saved } : { status: 'loading' };
}
