import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { keptSessionUser } from './kept-session';

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

const AuthContext = createContext<AuthState>(initial);

/**
 * Watches the Supabase session (SPEC section 4: loading, then signed in or signed out). A parent
 * who never signed out stays signed in offline, even once the access token has expired.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('./client')
      .then(({ supabase }) => {
        if (cancelled) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          // Opened offline after the access token expired: supabase-js reports no session but
          // keeps it, and refreshes it when the connection returns.
          const kept =
            !session && event === 'INITIAL_SESSION' ? keptSessionUser(localStorage) : null;
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
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch(() => {
        if (!cancelled) setState({ ...initial, status: 'signedOut' });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
