import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUser,
  startInProcess,
  userToken,
  type InProcessBackend,
} from '../../supabase/local/testing/in-process';
import { fetchAccountSettings, saveAccountSettings } from './account-settings';
import { fetchProgressHistory, HISTORY_PAGE_SIZE } from './progress-history';

/** The app's calls for Parents Corner, through supabase-js, against the embedded backend. */
const current = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('./client', () => ({
  get supabase() {
    return current.client;
  },
}));

let backend: InProcessBackend;
let owner: string;
let other: string;

beforeAll(async () => {
  backend = await startInProcess();
  owner = await createUser(backend.db, 'owner@example.com', { name: 'Ava', grade: 'Nursery' });
  other = await createUser(backend.db, 'other@example.com');
});
afterAll(async () => {
  await backend.close();
});
beforeEach(() => {
  current.client = backend.client({ accessToken: userToken(owner) });
});

async function insertEvents(userId: string, count: number, topic = 'count-to-5') {
  await backend.db.admin(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await tx.query(
        `insert into public.progress_events
           (id, user_id, grade, volume, subject, topic, kind, score, max_score, stars, duration_ms, finished_at, skills)
         values ($1, $2, 'nursery', 'v1', 'maths', $3, $4, 6, 8, 2, 30000, $5, $6)`,
        [
          randomUUID(),
          userId,
          topic,
          topic === 'maths-assessment' ? 'assessment' : 'counting',
          new Date(Date.UTC(2026, 3, 1) + index * 60_000).toISOString(),
          topic === 'maths-assessment'
            ? JSON.stringify([
                { skill: 'counting-to-5', topic: 'count-to-5', score: 2, maxScore: 2 },
              ])
            : null,
        ],
      );
    }
  });
}

describe('fetchProgressHistory', () => {
  it('reads every own result, page by page, newest first, in camelCase', async () => {
    await insertEvents(owner, HISTORY_PAGE_SIZE + 20);
    await insertEvents(owner, 1, 'maths-assessment');
    await insertEvents(other, 3);
    const history = await fetchProgressHistory(owner);
    if (!history.ok) throw new Error(history.message);
    expect(history.events).toHaveLength(HISTORY_PAGE_SIZE + 21);
    expect(new Set(history.events.map((event) => event.id)).size).toBe(HISTORY_PAGE_SIZE + 21);
    const times = history.events.map((event) => Date.parse(event.finishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const check = history.events.find((event) => event.kind === 'assessment');
    expect(check).toMatchObject({
      grade: 'nursery',
      volume: 'v1',
      subject: 'maths',
      topic: 'maths-assessment',
      score: 6,
      maxScore: 8,
      stars: 2,
      durationMs: 30000,
      // Rows sent without a child are the first child's.
      childId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      skills: [{ skill: 'counting-to-5', topic: 'count-to-5', score: 2, maxScore: 2 }],
    });
  });

  it("never returns another parent's results", async () => {
    current.client = backend.client({ accessToken: userToken(other) });
    const history = await fetchProgressHistory(owner);
    expect(history).toEqual({ ok: true, events: [] });
  });

  it('says so when the server refuses', async () => {
    current.client = backend.client();
    const history = await fetchProgressHistory(owner);
    expect(history.ok).toBe(false);
  });
});

describe('account settings', () => {
  it('are empty at first, then read back as saved', async () => {
    expect(await fetchAccountSettings(owner)).toEqual({ ok: true, settings: null });
    const settings = {
      sound: false,
      rate: 1.1,
      paper: 'letter',
      updatedAt: new Date().toISOString(),
    };
    expect(await saveAccountSettings(owner, settings)).toEqual({ ok: true });
    expect(await fetchAccountSettings(owner)).toEqual({ ok: true, settings });
  });

  it('refuses settings the database does not accept, and another parent’s row', async () => {
    const refused = await saveAccountSettings(owner, { rate: 9 });
    expect(refused.ok).toBe(false);
    current.client = backend.client({ accessToken: userToken(other) });
    expect(await saveAccountSettings(owner, { sound: true })).toEqual({
      ok: false,
      message: 'No profile record',
    });
    expect(await fetchAccountSettings(owner)).toEqual({ ok: false, message: 'No profile record' });
  });
});
