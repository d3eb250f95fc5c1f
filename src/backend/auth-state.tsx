import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { useHydrating } from '@/lib/hydration';
import { onClientReady } from './client-ready';
import { keptSessionUser } from './kept-session';
import { currentEvidence, mayHaveSession } from './session-hint';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** Set when the user arrived through a password-recovery link. */
  recovering: boolean;
  /**
   * Set while the parent is signed in on this device but the session could not be refreshed for
   * want of a connection (`session` is null until it is).
   */
  offline?: boolean;
}

const initial: AuthState = { status: 'loading', user: null, session: null, recovering: false };

const SIGNED_OUT: AuthState = { ...initial, status: 'signedOut' };

const AuthContext = createContext<AuthState>(initial);

/**
 * Watches the Supabase session (SPEC section 4: loading, then signed in or signed out). A parent
 * who never signed out stays signed in offline, even once the access token has expired.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Nothing stored and no email link: signed out at once, and supabase-js waits until a page
  // (sign-in, sign-up, checkout...) needs it; the listener below attaches then.
  const [sessionPossible] = useState(() => mayHaveSession(currentEvidence()));
  const [state, setState] = useState<AuthState>(sessionPossible ? initial : SIGNED_OUT);

  useEffect(() => {
    let detach: (() => void) | undefined;
    const stopWaiting = onClientReady((supabase) => {
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // Opened offline after the access token expired: supabase-js reports no session but
        // keeps it, and refreshes it when the connection returns.
        const kept = !session && event === 'INITIAL_SESSION' ? keptSessionUser() : null;
        setState((previous) => ({
          status: session || kept ? 'signedIn' : 'signedOut',
          user: session?.user ?? kept,
          session,
          offline: kept !== null,
          recovering:
            event === 'PASSWORD_RECOVERY'
              ? true
              : event === 'SIGNED_OUT'
                ? false
                : previous.recovering,
        }));
      });
      detach = () => data.subscription.unsubscribe();
    });
    if (sessionPossible) void import('./client').catch(() => setState(SIGNED_OUT));
    return () => {
      stopWaiting();
      detach?.();
    };
  }, [sessionPossible]);

  // Pages are prerendered for a visitor: hydration renders them as one, then the real state.
  const hydrating = useHydrating();
  return (
    <AuthContext.Provider value={hydrating ? SIGNED_OUT : state}>{children}</AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
