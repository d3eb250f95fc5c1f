// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/backend/auth-state';
import { AUTH_STORAGE_KEY } from '@/backend/kept-session';
import { db, listStoredPacks, recordResult, storePack } from '@/db';
import { lastSyncedAt } from './last-synced';
import SyncLayer from './SyncLayer';

const auth = vi.hoisted(() => ({ current: { status: 'loading', user: null } as unknown }));
vi.mock('@/backend/auth-state', () => ({ useAuth: () => auth.current as AuthState }));

/** What reached the REST API: the rows of each upsert into progress_events. */
const upserts: { url: string; prefer: string; rows: { id: string; user_id: string }[] }[] = [];

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  localStorage.clear();
  upserts.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/rest/v1/progress_events')) {
      upserts.push({
        url,
        prefer: new Headers(init?.headers).get('prefer') ?? '',
        rows: JSON.parse(String(init?.body)) as { id: string; user_id: string }[],
      });
      return new Response(null, { status: 201 });
    }
    throw new TypeError('Failed to fetch');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const result = {
  grade: 'k1' as const,
  volume: 'v1' as const,
  subject: 'maths' as const,
  topic: 'count-to-10',
  kind: 'counting',
  score: 8,
  maxScore: 8,
  stars: 3,
  durationMs: 20_000,
};

describe('SyncLayer', () => {
  it('removes downloaded volumes once the parent has signed out', async () => {
    await storePack('k1', 'v2', { title: 'Two' });
    auth.current = { status: 'signedOut', user: null, session: null, recovering: false };
    render(<SyncLayer />);
    await waitFor(async () => expect(await listStoredPacks()).toEqual([]));
  });

  it('keeps them while a session is kept on the device (offline, not signed out)', async () => {
    await storePack('k1', 'v2', { title: 'Two' });
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ refresh_token: 'r', user: { id: 'parent-1' } }),
    );
    auth.current = { status: 'signedOut', user: null, session: null, recovering: false };
    render(<SyncLayer />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listStoredPacks()).toHaveLength(1);
  });

  it('gives a visitor’s results to the parent who signs in and sends them once', async () => {
    const visitor = await recordResult({ ...result, userId: null });
    const other = await recordResult({ ...result, userId: 'someone-else' });
    auth.current = {
      status: 'signedIn',
      user: { id: 'parent-1' },
      session: null,
      recovering: false,
    };
    render(<SyncLayer />);
    const waiting = async () => (await db.outbox.toArray()).map((row) => row.key);
    await waitFor(async () => expect(await waiting()).toEqual([other.id]));
    expect((await db.progress.get(visitor.id))?.userId).toBe('parent-1');
    expect(upserts).toHaveLength(1);
    expect(upserts[0]?.url).toMatch(/on_conflict=id/);
    expect(upserts[0]?.prefer).toContain('resolution=ignore-duplicates');
    expect(upserts[0]?.rows.map((row) => [row.id, row.user_id])).toEqual([
      [visitor.id, 'parent-1'],
    ]);
    expect(lastSyncedAt('parent-1')).not.toBeNull();
  });
});
