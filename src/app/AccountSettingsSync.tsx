import { useEffect } from 'react';
import { useAuth } from '@/backend/auth-state';
import { useHydrating } from '@/lib/hydration';
import { setSettingsAccount } from '@/settings/child-settings';
import { syncAccountSettings } from './account-settings-sync';

/**
 * Makes the signed-in parent's settings the ones that apply on this device (the device's own
 * when signed out), and brings them together with the account's copy once per sign-in.
 */
export function AccountSettingsSync() {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  // Hydration shows everyone as a visitor for one render; the parent's settings stay put.
  const hydrating = useHydrating();

  useEffect(() => {
    if (status === 'loading' || hydrating) return;
    const account = status === 'signedIn' ? userId : null;
    setSettingsAccount(account);
    if (account) void syncAccountSettings(account).catch(() => undefined);
  }, [status, userId, hydrating]);

  return null;
}
