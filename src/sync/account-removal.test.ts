// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finishedRound } from '@/db/finished-round.fixture';
import { db, listResults, outboxStore, recordResult } from '@/db';
import { FAMILY_ON_DEVICE, hasStored, readStored, writeStored } from '@/storage';
import { deleteAccountWithDeviceData, forgetAccountIfDeleted } from './account-removal';

/** A supabase-js client as far as these calls use it, answering like Auth and the function. */
const client = {
  auth: {
    getUser: vi.fn(),
    signOut: vi.fn(async () => {
      signedOutWith.push((await listResults()).length);
      return { error: null };
    }),
  },
  functions: { invoke: vi.fn() },
};
/** How many results the device still held when the session ended. */
let signedOutWith: number[] = [];

vi.mock('@/backend/children', () => ({
  withAppClient: <T>(call: (client: unknown) => Promise<T>) => call(client),
}));

const FAMILY = {
  children: [{ id: 'c-ada', name: 'Ada', grade: 'Nursery' as const, avatar: 'owl' as const }],
  playing: 'c-ada',
};

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  localStorage.clear();
  signedOutWith = [];
  vi.clearAllMocks();
  await recordResult(finishedRound('parent-1'));
  await recordResult(finishedRound('parent-1'));
  await recordResult(finishedRound('parent-2'));
  await outboxStore().add('child', { id: 'c-ada' }, 0, { key: 'c-ada', owner: 'parent-1' });
  writeStored(FAMILY_ON_DEVICE.key('parent-1'), FAMILY);
  writeStored(FAMILY_ON_DEVICE.key('parent-2'), FAMILY);
});

async function heldOf(userId: string) {
  return {
    results: (await listResults({ userId })).length,
    outbox: (await db.outbox.toArray()).filter((row) => row.owner === userId).length,
    family: hasStored(FAMILY_ON_DEVICE.key(userId)),
  };
}

describe('a device whose account was deleted elsewhere', () => {
  it('forgets the account’s results, outbox and family, then signs out', async () => {
    client.auth.getUser.mockResolvedValue({
      data: { user: null },
      error: {
        code: 'user_not_found',
        status: 403,
        message: 'User from sub claim in JWT does not exist',
      },
    });
    expect(await forgetAccountIfDeleted('parent-1')).toBe(true);
    expect(await heldOf('parent-1')).toEqual({ results: 0, outbox: 0, family: false });
    expect(await heldOf('parent-2')).toEqual({ results: 1, outbox: 1, family: true });
    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    // Cleared first: the session ends on a device that holds nothing of the account.
    expect(signedOutWith).toEqual([1]);
  });

  it('keeps everything while the account exists or the server cannot say', async () => {
    client.auth.getUser.mockResolvedValueOnce({ data: { user: { id: 'parent-1' } }, error: null });
    expect(await forgetAccountIfDeleted('parent-1')).toBe(false);
    client.auth.getUser.mockResolvedValueOnce({
      data: { user: null },
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    });
    expect(await forgetAccountIfDeleted('parent-1')).toBe(false);
    expect(await heldOf('parent-1')).toEqual({ results: 2, outbox: 3, family: true });
    expect(client.auth.signOut).not.toHaveBeenCalled();
  });
});

describe('deleting the account on this device', () => {
  it('clears the device only when the server deleted the account', async () => {
    client.functions.invoke.mockResolvedValueOnce({
      data: null,
      error: {
        name: 'FunctionsHttpError',
        context: Response.json(
          { error: 'That password is not right. Nothing was deleted.', code: 'wrong_password' },
          { status: 403 },
        ),
      },
    });
    expect(await deleteAccountWithDeviceData('parent-1', 'nope')).toMatchObject({
      ok: false,
      reason: 'wrong_password',
    });
    expect(await heldOf('parent-1')).toEqual({ results: 2, outbox: 3, family: true });

    client.functions.invoke.mockResolvedValueOnce({
      data: { deleted: true, mailed: true },
      error: null,
    });
    expect(await deleteAccountWithDeviceData('parent-1', 'right')).toEqual({
      ok: true,
      mailed: true,
    });
    expect(await heldOf('parent-1')).toEqual({ results: 0, outbox: 0, family: false });
    expect(readStored(FAMILY_ON_DEVICE.key('parent-2'))).toEqual(FAMILY);
    expect(signedOutWith).toEqual([1]);
  });
});
