/**
 * Settings a grown-up can change in Parents Corner, kept on this device (src/storage): one set
 * for the device without an account and one per signed-in parent, so a second account on the
 * same device keeps its own. The account in use is set by the app when the session changes
 * (`setSettingsAccount`); speech reads the settings of that account at every call, so a change
 * applies at once.
 */
import { useSyncExternalStore } from 'react';

import {
  DEFAULT_SETTINGS,
  parseSettings,
  type ChildSettings,
  type StoredSettings,
} from '@/domain/settings';
import {
  ACCOUNT_SETTINGS,
  DEVICE_SETTINGS,
  SETTINGS_ACCOUNT,
  readStored,
  removeStored,
  subscribeStored,
  writeStored,
} from '@/storage';

export {
  DEFAULT_SETTINGS,
  MAX_RATE,
  MIN_RATE,
  parseSettings,
  type ChildSettings,
  type PaperSize,
  type StoredSettings,
} from '@/domain/settings';

function settingsKeyFor(account: string | null) {
  return account ? ACCOUNT_SETTINGS.key(account) : DEVICE_SETTINGS;
}

/** The signed-in parent whose settings apply on this device, or null. */
export function settingsAccount(): string | null {
  return readStored(SETTINGS_ACCOUNT);
}

/** Switches to the settings of `account` (null: the device's own, signed out). */
export function setSettingsAccount(account: string | null): void {
  if (settingsAccount() === account) return;
  if (account) writeStored(SETTINGS_ACCOUNT, account);
  else removeStored(SETTINGS_ACCOUNT);
}

/** What is stored for `account` on this device (null: nothing of its own yet). */
export function readStoredSettings(account: string | null): StoredSettings | null {
  return readStored(settingsKeyFor(account));
}

function withoutStamp({ updatedAt: _updatedAt, ...values }: StoredSettings): ChildSettings {
  return values;
}

/**
 * The settings that apply now: the account's, or for an account with none of its own yet the
 * device's, or the defaults when nothing (or something broken) is stored.
 */
export function readChildSettings(): ChildSettings {
  const account = settingsAccount();
  const stored = (account ? readStoredSettings(account) : null) ?? readStoredSettings(null);
  return stored ? withoutStamp(stored) : { ...DEFAULT_SETTINGS };
}

/** Writes `settings` for `account` as they are, stamp included (adopting an account's copy). */
export function storeSettings(account: string | null, settings: StoredSettings): void {
  // Private browsing or a full disk: not kept, but the settings still apply for this call.
  writeStored(settingsKeyFor(account), settings);
}

/**
 * Changes the settings that apply now, on top of what applies, stamped with the time of the
 * change so the newer of the device's and the account's copies wins. Returns what was stored.
 */
export function saveChildSettings(
  change: Partial<ChildSettings>,
  now: Date = new Date(),
): StoredSettings {
  const next = parseSettings({
    ...readChildSettings(),
    ...change,
    updatedAt: now.toISOString(),
  }) as StoredSettings;
  storeSettings(settingsAccount(), next);
  return next;
}

function subscribe(listener: () => void): () => void {
  const stops = [SETTINGS_ACCOUNT, DEVICE_SETTINGS, ACCOUNT_SETTINGS].map((key) =>
    subscribeStored(key, listener),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

// The same object while nothing changed, as useSyncExternalStore needs; read afresh each time,
// so a change made behind the app's back (storage cleared) still shows.
let snapshot: { key: string; settings: ChildSettings } | null = null;
function currentSettings(): ChildSettings {
  const settings = readChildSettings();
  const key = JSON.stringify(settings);
  if (snapshot?.key !== key) snapshot = { key, settings };
  return snapshot.settings;
}

/** The settings that apply now, kept up to date while mounted. */
export function useChildSettings(): ChildSettings {
  return useSyncExternalStore(subscribe, currentSettings, () => DEFAULT_SETTINGS);
}
