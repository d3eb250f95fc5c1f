import { useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrating } from '@/lib/hydration';
import { SUBSCRIPTION_STATUS, readStored, removeStored, writeStored } from '@/storage';
import { useAuth } from './auth-state';
import {
  cacheEntryFor,
  usableCachedStatus,
  type CachedSubscription,
  type SubscriptionFields,
  type SubscriptionStatus,
} from './subscription-rules';

export type { SubscriptionStatus } from './subscription-rules';

export interface SubscriptionState {
  /** null for a signed-out or unknown user, and while it is being found out. */
  status: SubscriptionStatus | null;
  /** ISO 8601 end date, when the profile has one. */
  endDate: string | null;
  loading: boolean;
}

const LOADING: SubscriptionState = { status: null, endDate: null, loading: true };
const NO_USER: SubscriptionState = { status: null, endDate: null, loading: false };

/** Reads the profile's subscription fields; throws when the backend cannot be reached. */
async function fetchSubscriptionFields(userId: string): Promise<SubscriptionFields | null> {
  const { supabase } = await import('./client');
  const { data, error } = await supabase
    .from('profiles')
    .select('subscription_status, subscription_end_date')
    .eq('id', userId)
    .maybeSingle<SubscriptionFields>();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Bumped whenever the cache is rewritten from a fresh read, so that every mounted
 * useSubscriptionStatus picks the new status up.
 */
let cacheVersion = 0;
const cacheListeners = new Set<() => void>();

function announceCacheChange(): void {
  cacheVersion += 1;
  for (const listener of cacheListeners) listener();
}

function subscribeToCache(listener: () => void): () => void {
  cacheListeners.add(listener);
  return () => cacheListeners.delete(listener);
}

function readCacheVersion(): number {
  return cacheVersion;
}

/** The cached status of `userId` that can be used now (see usableCachedStatus). */
function readCachedStatus(userId: string, allowStale = false): CachedSubscription | null {
  return usableCachedStatus(readStored(SUBSCRIPTION_STATUS), userId, Date.now(), { allowStale });
}

/** Caches the status of a profile row just read; answers the entry. */
function writeCachedStatus(userId: string, profile: SubscriptionFields | null): CachedSubscription {
  const entry = cacheEntryFor(userId, profile, Date.now());
  writeStored(SUBSCRIPTION_STATUS, entry);
  return entry;
}

function clearCachedStatus(): void {
  removeStored(SUBSCRIPTION_STATUS);
}

/** Reads the profile, bypassing the cache; offline, the last known status until its end date. */
async function freshStatus(userId: string): Promise<SubscriptionState> {
  try {
    const profile = await fetchSubscriptionFields(userId);
    const entry = writeCachedStatus(userId, profile);
    return { status: entry.status, endDate: entry.endDate, loading: false };
  } catch {
    const stale = readCachedStatus(userId, true);
    return { status: stale?.status ?? 'inactive', endDate: stale?.endDate ?? null, loading: false };
  }
}

/** Fresh cache first, then the profile. */
async function currentStatus(userId: string): Promise<SubscriptionState> {
  const fresh = readCachedStatus(userId);
  if (fresh) return { status: fresh.status, endDate: fresh.endDate, loading: false };
  return freshStatus(userId);
}

async function signedInUserId(): Promise<string | null> {
  const { supabase } = await import('./client');
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

/**
 * Reads the status from the profile now, ignoring the cache (e.g. right after a payment), stores
 * it and updates every mounted useSubscriptionStatus. Without a userId, the signed-in user's.
 */
export async function refreshSubscriptionStatus(userId?: string): Promise<SubscriptionState> {
  const id = userId ?? (await signedInUserId().catch(() => null));
  if (!id) {
    clearCachedStatus();
    return NO_USER;
  }
  const state = await freshStatus(id);
  announceCacheChange();
  return state;
}

/** Stores the status of a profile row that was just read (the profile page reads it anyway). */
export function rememberSubscriptionFromProfile(userId: string, profile: SubscriptionFields): void {
  writeCachedStatus(userId, profile);
  announceCacheChange();
}

/** Forgets the cached status (sign-out). */
export function clearSubscriptionStatus(): void {
  clearCachedStatus();
}

/**
 * The subscription status of the signed-in parent (SPEC section 4): from the one-hour cache when
 * it is fresh, otherwise from the profile. Offline, an older cached entry is used until its end
 * date. Signing out clears the cache; a refresh or a profile read updates it at once.
 */
export function useSubscriptionStatus(): SubscriptionState {
  const { status: authStatus, user } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ userId: string | null; value: SubscriptionState }>({
    userId: null,
    value: LOADING,
  });
  const version = useSyncExternalStore(subscribeToCache, readCacheVersion, readCacheVersion);
  // While hydrating, everyone looks signed out (see AuthProvider); that is no sign-out.
  const hydrating = useHydrating();

  useEffect(() => {
    if (authStatus !== 'signedIn' || !userId) {
      if (authStatus === 'signedOut' && !hydrating) clearCachedStatus();
      return;
    }
    let cancelled = false;
    void currentStatus(userId).then((value) => {
      if (!cancelled) setState({ userId, value });
    });
    return () => {
      cancelled = true;
    };
  }, [authStatus, userId, version, hydrating]);

  if (authStatus === 'loading') return LOADING;
  if (authStatus === 'signedOut' || !userId) return NO_USER;
  return state.userId === userId ? state.value : LOADING;
}
