import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** Set when the user arrived through a password-recovery link. */
  recovering: boolean;
}

const initial: AuthState = { status: 'loading', user: null, session: null, recovering: false };

const AuthContext = createContext<AuthState>(initial);

/** Watches the Supabase session (SPEC section 4: loading, then signed in or signed out). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('./client')
      .then(({ supabase }) => {
        if (cancelled) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          setState((previous) => ({
            status: session ? 'signedIn' : 'signedOut',
            user: session?.user ?? null,
            session,
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
