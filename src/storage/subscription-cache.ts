/** The shape of the cached subscription status (SPEC section 4, key 'subscriptionStatus'). */

export type SubscriptionStatus = 'active' | 'inactive';

export interface CachedSubscription {
  userId: string;
  status: SubscriptionStatus;
  /** ISO 8601, or null when the profile has none. */
  endDate: string | null;
  /** Epoch milliseconds when the profile was read. */
  cachedAt: number;
}

/** A cache entry from stored JSON; undefined for anything else. */
export function parseCachedSubscription(value: unknown): CachedSubscription | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Partial<CachedSubscription>;
  if (
    typeof entry.userId !== 'string' ||
    (entry.status !== 'active' && entry.status !== 'inactive') ||
    (entry.endDate !== null && typeof entry.endDate !== 'string') ||
    typeof entry.cachedAt !== 'number'
  ) {
    return undefined;
  }
  return {
    userId: entry.userId,
    status: entry.status,
    endDate: entry.endDate,
    cachedAt: entry.cachedAt,
  };
}
