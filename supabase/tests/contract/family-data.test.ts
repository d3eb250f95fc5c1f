import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveChild } from '../../../src/backend/children';
import { familyDataFileName, readFamilyData } from '../../../src/backend/family-data';
import { upsertProgressEvents } from '../../../src/backend/progress-events';
import type { RunningBackend } from '../../local/main';
import {
  clientFor,
  progressEventOf,
  signUpParent,
  startTestBackend,
  type SignedUp,
} from './harness';

/** 'Download our data' through the real supabase-js: a family's rows, and nobody else's. */
let backend: RunningBackend;
let parent: SignedUp;
let stranger: SignedUp;

async function addPayment(owner: SignedUp, orderId: string): Promise<void> {
  await backend.db.admin((tx) =>
    tx.query(
      `insert into public.payments (user_id, provider, order_id, amount, currency, status)
       values ($1, 'paypal', $2, 1900, 'USD', 'paid')`,
      [owner.userId, orderId],
    ),
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  parent = await signUpParent(backend, 'export', { name: 'Mia', grade: 'Kindergarten-1' });
  stranger = await signUpParent(backend, 'export-stranger', { name: 'Zed', grade: 'Nursery' });
  const leo = { id: crypto.randomUUID(), name: 'Leo', grade: 'Nursery', avatar: 'owl' } as const;
  expect(await saveChild(parent.client, parent.userId, leo)).toEqual({ ok: true });
  await upsertProgressEvents(parent.client, [progressEventOf(parent.userId, { child_id: leo.id })]);
  await upsertProgressEvents(stranger.client, [progressEventOf(stranger.userId)]);
  await addPayment(parent, 'order-parent');
  await addPayment(stranger, 'order-stranger');
});
afterAll(async () => {
  await backend.close();
});

describe('downloading a family’s data', () => {
  it('holds the account, its children, its results and its payments, and nothing of others', async () => {
    const read = await readFamilyData(parent.client, new Date('2026-06-01T10:00:00Z'));
    if (!read.ok) throw new Error(read.message);
    const { data } = read;
    expect(data.account).toMatchObject({
      id: parent.userId,
      email: parent.email,
      profile: { id: parent.userId, name: 'Mia', grade: 'Kindergarten-1' },
    });
    expect(data.children.map((child) => child.name)).toEqual(['Mia', 'Leo']);
    expect(data.results).toHaveLength(1);
    expect(data.results[0]?.child_id).toBe(data.children[1]?.id);
    expect(data.payments.map((payment) => payment.order_id)).toEqual(['order-parent']);
    const everything = JSON.stringify(data);
    expect(everything).not.toContain(stranger.userId);
    expect(everything).not.toContain('Zed');
    expect(familyDataFileName(data)).toBe('sprouts-our-data-2026-06-01.json');
  });

  it('holds every result of a family with more than the 1000 rows one read returns', async () => {
    const busy = await signUpParent(backend, 'export-busy', { name: 'Ivy', grade: 'Nursery' });
    await backend.db.admin((tx) =>
      tx.query(
        `insert into public.progress_events
           (id, user_id, child_id, grade, volume, subject, topic, kind, score, max_score, stars, finished_at)
         select gen_random_uuid(), $1, null, 'nursery', 'v1', 'maths', 'count-to-5', 'count',
                3, 5, 2, timestamptz '2026-04-01T10:00:00Z' + (n % 700) * interval '1 minute'
         from generate_series(1, 2500) as n`,
        [busy.userId],
      ),
    );
    const read = await readFamilyData(busy.client);
    if (!read.ok) throw new Error(read.message);
    expect(read.data.results).toHaveLength(2500);
    expect(new Set(read.data.results.map((result) => result.id)).size).toBe(2500);
    expect(read.data.results.every((result) => result.user_id === busy.userId)).toBe(true);
  });

  it('gives a visitor nothing', async () => {
    expect(await readFamilyData(clientFor(backend))).toEqual({
      ok: false,
      message: 'Please sign in to download your data.',
    });
  });
});
