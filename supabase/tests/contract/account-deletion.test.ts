import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStillExists, deleteAccount } from '../../../src/backend/account-deletion';
import { saveChild } from '../../../src/backend/children';
import { upsertProgressEvents } from '../../../src/backend/progress-events';
import type { RunningBackend } from '../../local/main';
import {
  clientFor,
  mailTo,
  PASSWORD,
  progressEventOf,
  signUpParent,
  startTestBackend,
  type SignedUp,
} from './harness';

/** 'Delete my account' through the real supabase-js and the `api` function. */
let backend: RunningBackend;
let parent: SignedUp;
let stranger: SignedUp;

const TABLES: [table: string, column: string][] = [
  ['public.profiles', 'id'],
  ['public.children', 'parent_id'],
  ['public.progress_events', 'user_id'],
  ['public.payments', 'user_id'],
  ['auth.users', 'id'],
];

async function rowsOf(userId: string): Promise<number[]> {
  return backend.db.admin(async (tx) => {
    const counts: number[] = [];
    for (const [table, column] of TABLES) {
      const result = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${column} = $1`,
        [userId],
      );
      counts.push(result.rows[0]?.n ?? 0);
    }
    return counts;
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  parent = await signUpParent(backend, 'leaving', { name: 'Mia', grade: 'Kindergarten-1' });
  stranger = await signUpParent(backend, 'staying', { name: 'Zed', grade: 'Nursery' });
  const leo = { id: crypto.randomUUID(), name: 'Leo', grade: 'Nursery', avatar: 'owl' } as const;
  expect(await saveChild(parent.client, parent.userId, leo)).toEqual({ ok: true });
  await upsertProgressEvents(parent.client, [progressEventOf(parent.userId, { child_id: leo.id })]);
  await upsertProgressEvents(stranger.client, [progressEventOf(stranger.userId)]);
});
afterAll(async () => {
  await backend.close();
});

describe('deleting an account', () => {
  it('refuses a wrong password and keeps every row', async () => {
    const before = await rowsOf(parent.userId);
    expect(await deleteAccount(parent.client, 'not-my-password-7')).toEqual({
      ok: false,
      reason: 'wrong_password',
      message: 'That password is not right. Nothing was deleted.',
    });
    expect(await rowsOf(parent.userId)).toEqual(before);
    expect(before).toEqual([1, 2, 1, 0, 1]);
  });

  it('removes the rows, signs the account out everywhere, and sign-in fails afterwards', async () => {
    // A second device of the same family, signed in before the deletion.
    const tablet = clientFor(backend);
    await tablet.auth.signInWithPassword({ email: parent.email, password: PASSWORD });
    expect(await accountStillExists(tablet)).toBe('exists');
    const strangerBefore = await rowsOf(stranger.userId);

    expect(await deleteAccount(parent.client, PASSWORD)).toEqual({ ok: true, mailed: true });
    expect(await rowsOf(parent.userId)).toEqual([0, 0, 0, 0, 0]);
    expect(await rowsOf(stranger.userId)).toEqual(strangerBefore);
    expect((await parent.client.auth.getSession()).data.session).toBeNull();

    // Its next contact tells the tablet the account is gone and ends its session.
    expect(await accountStillExists(tablet)).toBe('gone');
    expect((await tablet.auth.getSession()).data.session).toBeNull();

    const signIn = await clientFor(backend).auth.signInWithPassword({
      email: parent.email,
      password: PASSWORD,
    });
    expect(signIn.error?.code).toBe('invalid_credentials');

    const mails = (await mailTo(backend, parent.email)).filter(
      (mail) => mail.subject === 'Your Sprouts account is deleted',
    );
    expect(mails).toHaveLength(1);
  });
});
