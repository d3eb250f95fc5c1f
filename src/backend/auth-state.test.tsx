// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-state';
import { AUTH_STORAGE_KEY, keptSessionUser } from './kept-session';

type Listener = (event: string, session: unknown) => void;

const fake = vi.hoisted(() => ({ listener: null as Listener | null }));

vi.mock('./client', async () => {
  const { announceClient } = await import('./client-ready');
  const supabase = {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listener = listener;
        return { data: { subscription: { unsubscribe: () => (fake.listener = null) } } };
      },
    },
  };
  announceClient(supabase as never);
  return { supabase };
});

const user = { id: 'user-1', email: 'parent@example.com' };
const storedSession = { access_token: 'expired', refresh_token: 'refresh-1', expires_at: 1, user };

function Probe() {
  const { status, user: current, offline } = useAuth();
  return <p>{`${status} ${current?.id ?? 'nobody'} ${offline ? 'offline' : 'online'}`}</p>;
}

async function emit(event: string, session: unknown) {
  await waitFor(() => expect(fake.listener).not.toBeNull());
  act(() => fake.listener?.(event, session));
}

beforeEach(() => {
  localStorage.clear();
  fake.listener = null;
});

describe('AuthProvider', () => {
  it('is signed in with the session supabase-js reports', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedSession));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading nobody online')).toBeTruthy();
    await emit('INITIAL_SESSION', { ...storedSession, access_token: 'fresh' });
    expect(screen.getByText('signedIn user-1 online')).toBeTruthy();
    await emit('SIGNED_OUT', null);
    expect(screen.getByText('signedOut nobody online')).toBeTruthy();
  });

  it('keeps a parent signed in offline when the session could not be refreshed', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedSession));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await emit('INITIAL_SESSION', null);
    expect(screen.getByText('signedIn user-1 offline')).toBeTruthy();
    await emit('TOKEN_REFRESHED', { ...storedSession, access_token: 'fresh' });
    expect(screen.getByText('signedIn user-1 online')).toBeTruthy();
  });

  it('is signed out when supabase-js dropped the stored session', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedSession));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    // A refused refresh token: supabase-js removes the session, then reports none.
    localStorage.removeItem(AUTH_STORAGE_KEY);
    await emit('INITIAL_SESSION', null);
    expect(screen.getByText('signedOut nobody online')).toBeTruthy();
  });
});

describe('keptSessionUser', () => {
  it('reads the user of a stored session with a refresh token, nothing else', () => {
    expect(keptSessionUser()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedSession));
    expect(keptSessionUser()).toEqual(user);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...storedSession, refresh_token: '' }));
    expect(keptSessionUser()).toBeNull();
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...storedSession, user: { email: 'x' } }),
    );
    expect(keptSessionUser()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, '{broken');
    expect(keptSessionUser()).toBeNull();
  });

  it('uses the key supabase-js would choose for the project URL', () => {
    expect(AUTH_STORAGE_KEY).toBe('sb-127-auth-token');
  });
});
