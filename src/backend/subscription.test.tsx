// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import type { AuthState } from './auth-state';
import { useSubscriptionStatus } from './subscription';

const auth = vi.hoisted(() => ({ current: { status: 'loading', user: null } as unknown }));
const profileQuery = vi.hoisted(() => ({
  calls: [] as string[],
  answer: { data: null as unknown, error: null as { message: string } | null },
}));

vi.mock('./auth-state', () => ({ useAuth: () => auth.current as AuthState }));
vi.mock('./client', () => ({
  supabase: {
    from: (table: string) => ({
      select: (columns: string) => ({
        eq: (column: string, value: string) => ({
          maybeSingle: async () => {
            profileQuery.calls.push(`${table}:${columns}:${column}=${value}`);
            return profileQuery.answer;
          },
        }),
      }),
    }),
  },
}));

function signIn(id: string) {
  auth.current = { status: 'signedIn', user: { id }, session: null, recovering: false };
}

beforeEach(() => {
  localStorage.clear();
  profileQuery.calls = [];
  profileQuery.answer = { data: null, error: null };
});

describe('useSubscriptionStatus', () => {
  it('is null while auth loads and for a signed-out visitor, whose cache is cleared', () => {
    auth.current = { status: 'loading', user: null, session: null, recovering: false };
    const { result, rerender } = renderHook(() => useSubscriptionStatus());
    expect(result.current).toEqual({ status: null, endDate: null, loading: true });

    localStorage.setItem(SUBSCRIPTION_STATUS_CACHE_KEY, '{"userId":"u"}');
    auth.current = { status: 'signedOut', user: null, session: null, recovering: false };
    rerender();
    expect(result.current).toEqual({ status: null, endDate: null, loading: false });
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
  });

  it('reads the profile once and then serves the cache', async () => {
    signIn('user-1');
    profileQuery.answer = {
      data: { subscription_status: 'active', subscription_end_date: '2999-01-01T00:00:00Z' },
      error: null,
    };
    const first = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(first.result.current.status).toBe('active'));
    expect(profileQuery.calls).toEqual([
      'profiles:subscription_status, subscription_end_date:id=user-1',
    ]);
    expect(first.result.current.endDate).toBe('2999-01-01T00:00:00Z');

    const second = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(second.result.current.status).toBe('active'));
    expect(profileQuery.calls).toHaveLength(1);
  });

  it('reads a missing profile as inactive, and an unreachable backend as inactive', async () => {
    signIn('user-2');
    const missing = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(missing.result.current.status).toBe('inactive'));

    localStorage.clear();
    profileQuery.answer = { data: null, error: { message: 'Failed to fetch' } };
    const offline = renderHook(() => useSubscriptionStatus());
    await waitFor(() => expect(offline.result.current.loading).toBe(false));
    expect(offline.result.current.status).toBe('inactive');
  });
});
