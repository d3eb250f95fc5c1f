import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import {
  clearCachedStatus,
  readCachedStatus,
  statusFromProfile,
  writeCachedStatus,
  type StatusStorage,
} from './subscription-rules';

class MemoryStorage implements StatusStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const MINUTE = 60_000;
const activeProfile = {
  subscription_status: 'active',
  subscription_end_date: '2027-01-01T00:00:00Z',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('statusFromProfile', () => {
  it('is active only for an active profile whose end date is ahead', () => {
    const now = Date.now();
    expect(statusFromProfile(activeProfile, now)).toBe('active');
    expect(
      statusFromProfile({ ...activeProfile, subscription_end_date: '2026-06-01T11:59:59Z' }, now),
    ).toBe('inactive');
    expect(statusFromProfile({ ...activeProfile, subscription_end_date: null }, now)).toBe(
      'inactive',
    );
    expect(statusFromProfile({ ...activeProfile, subscription_end_date: 'soon' }, now)).toBe(
      'inactive',
    );
    expect(statusFromProfile({ ...activeProfile, subscription_status: 'inactive' }, now)).toBe(
      'inactive',
    );
    expect(statusFromProfile({ ...activeProfile, subscription_status: 'true' }, now)).toBe(
      'inactive',
    );
    expect(statusFromProfile({}, now)).toBe('inactive');
    expect(statusFromProfile(null, now)).toBe('inactive');
  });
});

describe('the one-hour cache', () => {
  it('stores {userId, status, endDate, cachedAt} under subscriptionStatus', () => {
    const storage = new MemoryStorage();
    const entry = writeCachedStatus(storage, 'user-1', activeProfile, Date.now());
    expect(JSON.parse(storage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY) ?? '')).toEqual({
      userId: 'user-1',
      status: 'active',
      endDate: '2027-01-01T00:00:00Z',
      cachedAt: Date.parse('2026-06-01T12:00:00Z'),
    });
    expect(entry.status).toBe('active');
  });

  it('is fresh for one hour, for the same user only', () => {
    const storage = new MemoryStorage();
    writeCachedStatus(storage, 'user-1', activeProfile, Date.now());
    vi.advanceTimersByTime(59 * MINUTE);
    expect(readCachedStatus(storage, 'user-1', Date.now())?.status).toBe('active');
    expect(readCachedStatus(storage, 'user-2', Date.now())).toBeNull();
    vi.advanceTimersByTime(MINUTE);
    expect(readCachedStatus(storage, 'user-1', Date.now())).toBeNull();
  });

  it('serves an old entry when allowed (offline) until the end date passes', () => {
    const storage = new MemoryStorage();
    writeCachedStatus(
      storage,
      'user-1',
      { ...activeProfile, subscription_end_date: '2026-06-03T00:00:00Z' },
      Date.now(),
    );
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(readCachedStatus(storage, 'user-1', Date.now(), { allowStale: true })?.status).toBe(
      'active',
    );
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(readCachedStatus(storage, 'user-1', Date.now(), { allowStale: true })?.status).toBe(
      'inactive',
    );
  });

  it('ignores broken entries and is cleared on sign-out', () => {
    const storage = new MemoryStorage();
    storage.setItem(SUBSCRIPTION_STATUS_CACHE_KEY, '{not json');
    expect(readCachedStatus(storage, 'user-1', Date.now())).toBeNull();
    storage.setItem(
      SUBSCRIPTION_STATUS_CACHE_KEY,
      JSON.stringify({ userId: 'user-1', status: 'gold', endDate: null, cachedAt: Date.now() }),
    );
    expect(readCachedStatus(storage, 'user-1', Date.now())).toBeNull();

    writeCachedStatus(storage, 'user-1', null, Date.now());
    expect(readCachedStatus(storage, 'user-1', Date.now())).toMatchObject({
      status: 'inactive',
      endDate: null,
    });
    clearCachedStatus(storage);
    expect(storage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
  });
});
