/**
 * SPEC section 4: the subscription status comes from the profile and defaults to inactive when
 * missing; an unknown user has none (null). It is cached on the device for one hour under the
 * key 'subscriptionStatus' (src/storage) and cleared on sign-out. Pure rules; the hook in
 * subscription.ts does the reading and writing.
 */
import { SUBSCRIPTION_STATUS_CACHE_MS } from '@/lib/constants';
import type { CachedSubscription, SubscriptionStatus } from '@/storage';

export type { CachedSubscription, SubscriptionStatus } from '@/storage';

/** The profile columns the status is read from, as loosely as they may arrive. */
export interface SubscriptionFields {
  subscription_status?: string | null;
  subscription_end_date?: string | null;
}

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

/**
 * The cached status of this user, or null when there is none, it belongs to someone else or is
 * older than an hour. `allowStale` accepts an old entry: offline, a subscription stays usable
 * until its end date. An active entry whose end date has passed reads as inactive.
 */
export function usableCachedStatus(
  entry: CachedSubscription | null,
  userId: string,
  now: number,
  { allowStale = false }: { allowStale?: boolean } = {},
): CachedSubscription | null {
  if (!entry || entry.userId !== userId) return null;
  const age = now - entry.cachedAt;
  if (!allowStale && (age < 0 || age >= SUBSCRIPTION_STATUS_CACHE_MS)) return null;
  if (entry.status === 'active' && !endsAfter(entry.endDate, now)) {
    return { ...entry, status: 'inactive' };
  }
  return entry;
}

/** The cache entry for the status just read from the profile. */
export function cacheEntryFor(
  userId: string,
  profile: SubscriptionFields | null | undefined,
  now: number,
): CachedSubscription {
  return {
    userId,
    status: statusFromProfile(profile, now),
    endDate: profile?.subscription_end_date ?? null,
    cachedAt: now,
  };
}
