/**
 * SPEC section 4: the subscription status comes from the profile and defaults to inactive when
 * missing; an unknown user has none (null). It is cached on the device for one hour under the
 * key 'subscriptionStatus' and cleared on sign-out. Pure rules; the hook in subscription.ts
 * does the reading and writing.
 */
import { SUBSCRIPTION_STATUS_CACHE_KEY, SUBSCRIPTION_STATUS_CACHE_MS } from '@/lib/constants';

export type SubscriptionStatus = 'active' | 'inactive';

/** The profile columns the status is read from. */
export interface SubscriptionFields {
  subscription_status?: string | null;
  subscription_end_date?: string | null;
}

export interface CachedSubscription {
  userId: string;
  status: SubscriptionStatus;
  /** ISO 8601, or null when the profile has none. */
  endDate: string | null;
  /** Epoch milliseconds when the profile was read. */
  cachedAt: number;
}

/** The part of Web Storage the cache needs (localStorage in the browser). */
export type StatusStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function endsAfter(endDate: string | null | undefined, now: number): boolean {
  if (!endDate) return false;
  const end = Date.parse(endDate);
  return !Number.isNaN(end) && end > now;
}

/** Active only when the profile says 'active' and the end date is still ahead. */
export function statusFromProfile(
  profile: SubscriptionFields | null | undefined,
  now: number,
): SubscriptionStatus {
  return profile?.subscription_status === 'active' && endsAfter(profile.subscription_end_date, now)
    ? 'active'
    : 'inactive';
}

function parseCache(raw: string | null): CachedSubscription | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const entry = value as Partial<CachedSubscription>;
    if (
      typeof entry.userId !== 'string' ||
      (entry.status !== 'active' && entry.status !== 'inactive') ||
      (entry.endDate !== null && typeof entry.endDate !== 'string') ||
      typeof entry.cachedAt !== 'number'
    ) {
      return null;
    }
    return {
      userId: entry.userId,
      status: entry.status,
      endDate: entry.endDate,
      cachedAt: entry.cachedAt,
    };
  } catch {
    return null;
  }
}

/**
 * The cached status of this user, or null when there is none, it belongs to someone else or is
 * older than an hour. `allowStale` accepts an old entry: offline, a subscription stays usable
 * until its end date. An active entry whose end date has passed reads as inactive.
 */
export function readCachedStatus(
  storage: StatusStorage,
  userId: string,
  now: number,
  { allowStale = false }: { allowStale?: boolean } = {},
): CachedSubscription | null {
  const entry = parseCache(storage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY));
  if (!entry || entry.userId !== userId) return null;
  const age = now - entry.cachedAt;
  if (!allowStale && (age < 0 || age >= SUBSCRIPTION_STATUS_CACHE_MS)) return null;
  if (entry.status === 'active' && !endsAfter(entry.endDate, now)) {
    return { ...entry, status: 'inactive' };
  }
  return entry;
}

/** Remembers the status just read from the profile. */
export function writeCachedStatus(
  storage: StatusStorage,
  userId: string,
  profile: SubscriptionFields | null | undefined,
  now: number,
): CachedSubscription {
  const entry: CachedSubscription = {
    userId,
    status: statusFromProfile(profile, now),
    endDate: profile?.subscription_end_date ?? null,
    cachedAt: now,
  };
  storage.setItem(SUBSCRIPTION_STATUS_CACHE_KEY, JSON.stringify(entry));
  return entry;
}

export function clearCachedStatus(storage: StatusStorage): void {
  storage.removeItem(SUBSCRIPTION_STATUS_CACHE_KEY);
}
