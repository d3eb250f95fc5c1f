/**
 * A deleted account leaves nothing on a device: deleted here ('Delete my account'), or noticed
 * at a device's next contact with the server after it was deleted on another one. Its results,
 * outbox rows, saved worksheets, downloaded volumes, family and cached subscription go, then
 * the session on the device ends.
 */
import {
  accountStillExists,
  deleteAccount,
  DELETION_OFFLINE,
  type AccountDeletionOutcome,
} from '@/backend/account-deletion';
import { withAppClient } from '@/backend/children';
import { clearSubscriptionStatus } from '@/backend/subscription';
import { removeAccountFromDevice } from '@/db';
import { FAMILY_ON_DEVICE, removeStored } from '@/storage';

/** Removes what this device keeps of `userId`'s account. */
export async function forgetAccountOnDevice(userId: string): Promise<void> {
  await removeAccountFromDevice(userId);
  removeStored(FAMILY_ON_DEVICE.key(userId));
  clearSubscriptionStatus();
}

/** 'Delete my account' with the parent's password; on success the device forgets the account. */
export function deleteAccountWithDeviceData(
  userId: string,
  password: string,
): Promise<AccountDeletionOutcome> {
  return withAppClient(
    (client) => deleteAccount(client, password, () => forgetAccountOnDevice(userId)),
    () => ({ ok: false, reason: 'offline', message: DELETION_OFFLINE }),
  );
}

/**
 * Asks the server whether `userId`'s account still exists; when it was deleted, the device
 * forgets it and signs out. True when it was gone.
 */
export async function forgetAccountIfDeleted(userId: string): Promise<boolean> {
  const state = await withAppClient(
    (client) => accountStillExists(client, () => forgetAccountOnDevice(userId)),
    () => 'unknown' as const,
  );
  return state === 'gone';
}
