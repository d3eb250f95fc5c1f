import { useEffect, useState } from 'react';
import { isSessionState, type SessionState } from '@/activities/core/session';
import { loadSession } from '@/db/on-demand';

export type SavedSessionState =
  { status: 'loading' } | { status: 'ready'; saved: SessionState | undefined };

/** The unfinished round saved for a topic, or undefined (none, finished, or no IndexedDB). */
function readSavedSession(topicKey: string): Promise<SessionState | undefined> {
  return loadSession<unknown>(topicKey).then(
    (row) =>
      row && isSessionState(row.state) && row.state.phase !== 'finished' ? row.state : undefined,
    // No IndexedDB (some private windows): start a fresh round.
    () => undefined,
  );
}

/** A read begun before the effect that waits for it; handed out once, so it is never stale. */
function earlyRead(topicKey: string) {
  let read: Promise<SessionState | undefined> | undefined = readSavedSession(topicKey);
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
  // Begun by the first render rather than its effect: a prerendered page is hydrated in slices
  // and its effects run only once all of it is, and the device database can open meanwhile.
  const [firstRead] = useState(() => (import.meta.env.SSR ? undefined : earlyRead(topicKey)));
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
