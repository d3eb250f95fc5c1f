// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import { fetchProfile, updateProfile } from './profile';

const db = vi.hoisted(() => ({
  requests: [] as string[],
  answer: { data: null as unknown, error: null as { message: string } | null },
}));

vi.mock('./client', () => ({
  supabase: {
    from: (table: string) => ({
      select: (columns: string) => ({
        eq: (column: string, value: string) => ({
          maybeSingle: async () => {
            db.requests.push(`select ${table} ${columns} ${column}=${value}`);
            return db.answer;
          },
        }),
      }),
      update: (values: Record<string, unknown>) => ({
        eq: (column: string, value: string) => ({
          select: async (columns: string) => {
            db.requests.push(
              `update ${table} ${JSON.stringify(values)} ${column}=${value} returning ${columns}`,
            );
            return db.answer;
          },
        }),
      }),
    }),
  },
}));

const row = {
  grade: 'Nursery',
  email: 'parent@example.com',
  name: 'Asha',
  subscription_status: 'active',
  subscription_end_date: '2027-01-01T00:00:00Z',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  db.requests = [];
  db.answer = { data: null, error: null };
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetchProfile', () => {
  it('reads the five fields of the own row and caches the subscription status', async () => {
    db.answer = { data: row, error: null };
    expect(await fetchProfile('u1')).toEqual({ ok: true, profile: row, subscription: 'active' });
    expect(db.requests).toEqual([
      'select profiles grade,email,name,subscription_status,subscription_end_date id=u1',
    ]);
    expect(JSON.parse(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY) ?? '')).toEqual({
      userId: 'u1',
      status: 'active',
      endDate: '2027-01-01T00:00:00Z',
      cachedAt: Date.parse('2026-06-01T12:00:00Z'),
    });
  });

  it('reads an ended subscription as inactive', async () => {
    db.answer = { data: { ...row, subscription_end_date: '2026-05-31T00:00:00Z' }, error: null };
    expect(await fetchProfile('u1')).toMatchObject({ ok: true, subscription: 'inactive' });
  });

  it('tells a missing record from a failed read', async () => {
    expect(await fetchProfile('u1')).toMatchObject({ ok: false, reason: 'missing' });
    db.answer = { data: null, error: { message: 'JWT expired' } };
    expect(await fetchProfile('u1')).toEqual({
      ok: false,
      reason: 'failed',
      message: 'JWT expired',
    });
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
  });
});

describe('updateProfile', () => {
  it('writes only the name and grade of the own row', async () => {
    db.answer = { data: [{ id: 'u1' }], error: null };
    expect(await updateProfile('u1', { name: 'Ravi', grade: 'Kindergarten-2' })).toEqual({
      ok: true,
    });
    expect(db.requests).toEqual([
      'update profiles {"name":"Ravi","grade":"Kindergarten-2"} id=u1 returning id',
    ]);
  });

  it('fails when the write is refused or changes no row', async () => {
    db.answer = { data: null, error: { message: 'permission denied for table profiles' } };
    expect(await updateProfile('u1', { name: 'Ravi', grade: 'Nursery' })).toEqual({
      ok: false,
      message: 'permission denied for table profiles',
    });
    db.answer = { data: [], error: null };
    expect(await updateProfile('u1', { name: 'Ravi', grade: 'Nursery' })).toMatchObject({
      ok: false,
    });
  });
});
