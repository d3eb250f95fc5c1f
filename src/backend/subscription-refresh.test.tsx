// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import type { AuthState } from './auth-state';
import {
  clearSubscriptionStatus,
  refreshSubscriptionStatus,
  rememberSubscriptionFromProfile,
  useSubscriptionStatus,
} from './subscription';

const auth = vi.hoisted(() => ({ current: { status: 'loading', user: null } as unknown }));
const backend = vi.hoisted(() => ({
  reads: 0,
  sessionUserId: null as string | null,
  row: null as unknown,
}));

vi.mock('./auth-state', () => ({ useAuth: () => auth.current as AuthState }));
vi.mock('./client', () => ({
  supabase: {
    auth: {
      getSession: async () => ({
        data: {
          session: backend.sessionUserId ? { user: { id: backend.sessionUserId } } : null,
        },
        error: null,
      }),
    },
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: async () => {
            backend.reads += 1;
            return { data: backend.row, error: null };
          },
        }),
      }),
    }),
  },
}));

const HOUR = 60 * 60 * 1000;
const inactiveRow = { subscription_status: 'inactive', subscription_end_date: null };
const activeRow = { subscription_status: 'active', subscription_end_date: '2027-06-01T00:00:00Z' };

function signedIn(id: string) {
  auth.current = { status: 'signedIn', user: { id }, session: null, recovering: false };
}

beforeEach(() => {
  // Only the clock is faked, so that waitFor's own timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  localStorage.clear();
  backend.reads = 0;
  backend.sessionUserId = null;
  backend.row = inactiveRow;
  signedIn('user-1');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the cache seen through useSubscriptionStatus', () => {
  it('is used while fresh and read again once an hour has passed', async () => {
    const first = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(first.result.current.status).toBe('inactive'));
    first.unmount();

    backend.row = activeRow;
    vi.setSystemTime(Date.now() + HOUR - 1);
    const cached = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(cached.result.current.loading).toBe(false));
    expect(cached.result.current.status).toBe('inactive');
    expect(backend.reads).toBe(1);
    cached.unmount();

    vi.setSystemTime(Date.now() + 1);
    const expired = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(expired.result.current.status).toBe('active'));
    expect(backend.reads).toBe(2);
  });

  it("ignores another user's entry", async () => {
    rememberSubscriptionFromProfile('user-2', activeRow);
    const hook = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(hook.result.current.status).toBe('inactive'));
    expect(backend.reads).toBe(1);
  });

  it('is cleared on sign-out', () => {
    rememberSubscriptionFromProfile('user-1', activeRow);
    clearSubscriptionStatus();
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
  });
});

describe('refreshSubscriptionStatus', () => {
  it('bypasses a fresh cache and updates every mounted hook', async () => {
    const hook = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(hook.result.current.status).toBe('inactive'));

    backend.row = activeRow;
    let answer: Awaited<ReturnType<typeof refreshSubscriptionStatus>> | undefined;
    await act(async () => {
      answer = await refreshSubscriptionStatus('user-1');
    });
    expect(answer).toEqual({ status: 'active', endDate: '2027-06-01T00:00:00Z', loading: false });
    expect(backend.reads).toBe(2);
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(hook.result.current.endDate).toBe('2027-06-01T00:00:00Z');
    expect(backend.reads).toBe(2);
  });

  it("reads the signed-in user's status when no user is named", async () => {
    backend.sessionUserId = 'user-3';
    backend.row = activeRow;
    expect(await refreshSubscriptionStatus()).toMatchObject({ status: 'active' });
    expect(JSON.parse(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY) ?? '')).toMatchObject({
      userId: 'user-3',
      status: 'active',
    });
  });

  it('answers null and clears the cache without a session', async () => {
    rememberSubscriptionFromProfile('user-1', activeRow);
    expect(await refreshSubscriptionStatus()).toEqual({
      status: null,
      endDate: null,
      loading: false,
    });
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
    expect(backend.reads).toBe(0);
  });
});

describe('rememberSubscriptionFromProfile', () => {
  it('updates mounted hooks without another read', async () => {
    const hook = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(hook.result.current.status).toBe('inactive'));
    act(() => rememberSubscriptionFromProfile('user-1', activeRow));
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(backend.reads).toBe(1);
  });
});
