import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheEntryFor, statusFromProfile, usableCachedStatus } from './subscription-rules';

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
  it('holds {userId, status, endDate, cachedAt}', () => {
    expect(cacheEntryFor('user-1', activeProfile, Date.now())).toEqual({
      userId: 'user-1',
      status: 'active',
      endDate: '2027-01-01T00:00:00Z',
      cachedAt: Date.parse('2026-06-01T12:00:00Z'),
    });
    expect(cacheEntryFor('user-1', null, Date.now())).toMatchObject({
      status: 'inactive',
      endDate: null,
    });
  });

  it('is fresh for one hour, for the same user only', () => {
    const entry = cacheEntryFor('user-1', activeProfile, Date.now());
    vi.advanceTimersByTime(59 * MINUTE);
    expect(usableCachedStatus(entry, 'user-1', Date.now())?.status).toBe('active');
    expect(usableCachedStatus(entry, 'user-2', Date.now())).toBeNull();
    vi.advanceTimersByTime(MINUTE);
    expect(usableCachedStatus(entry, 'user-1', Date.now())).toBeNull();
    expect(usableCachedStatus(null, 'user-1', Date.now())).toBeNull();
  });

  it('serves an old entry when allowed (offline) until the end date passes', () => {
    const entry = cacheEntryFor(
      'user-1',
      { ...activeProfile, subscription_end_date: '2026-06-03T00:00:00Z' },
      Date.now(),
    );
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(usableCachedStatus(entry, 'user-1', Date.now(), { allowStale: true })?.status).toBe(
      'active',
    );
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(usableCachedStatus(entry, 'user-1', Date.now(), { allowStale: true })?.status).toBe(
      'inactive',
    );
  });
});
