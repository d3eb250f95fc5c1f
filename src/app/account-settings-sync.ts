import { fetchAccountSettings, saveAccountSettings } from '@/backend/account-settings';
import { parseSettings, readStoredSettings, storeSettings } from '@/settings/child-settings';
import { reconcileSettings } from '@/settings/settings-sync';

export type SettingsSyncOutcome = 'adopted' | 'pushed' | 'kept' | 'failed';

/**
 * Brings a signed-in parent's settings on this device and on the account together: the copy
 * changed last wins (a new device takes the account's; an account without any takes the
 * device's). Offline or on an error nothing changes and the device's copy keeps applying.
 */
export async function syncAccountSettings(userId: string): Promise<SettingsSyncOutcome> {
  const account = await fetchAccountSettings(userId);
  if (!account.ok) return 'failed';
  const decision = reconcileSettings(readStoredSettings(userId), parseSettings(account.settings));
  switch (decision.action) {
    case 'adopt':
      storeSettings(userId, decision.settings);
      return 'adopted';
    case 'push':
      return (await saveAccountSettings(userId, decision.settings)).ok ? 'pushed' : 'failed';
    case 'keep':
      return 'kept';
  }
}
