/**
 * Settings a grown-up can change in Parents Corner, kept on this device in localStorage: one set
 * for the device without an account ('sprouts.settings') and one per signed-in parent
 * ('sprouts.settings.<user id>'), so a second account on the same device keeps its own. The
 * account in use is set by the app when the session changes (`setSettingsAccount`); speech reads
 * the settings of that account at every call, so a change applies at once.
 */
import { useSyncExternalStore } from 'react';

import { PAPER_IDS, type PaperId } from '@/domain/paper';

export type PaperSize = PaperId;
export const PAPER_SIZES: readonly PaperSize[] = PAPER_IDS;

export interface ChildSettings {
  /** Read prompts and feedback aloud. */
  sound: boolean;
  /** Speech rate, 0.5 (slow) to 1.5 (fast). */
  rate: number;
  /** Name of the preferred speechSynthesis voice, when one was chosen. */
  voice?: string;
  /** Paper size for printed worksheets, when one was chosen (otherwise the locale's). */
  paper?: PaperSize;
  /** Print worksheets in greys and outlines for a black-and-white printer; colour when absent. */
  inkSaver?: boolean;
}

/** Settings as stored: the values and when they were last changed (ISO 8601). */
export interface StoredSettings extends ChildSettings {
  updatedAt?: string;
}

export const SETTINGS_KEY = 'sprouts.settings';
/** The account whose settings apply on this device now (absent: none signed in). */
export const SETTINGS_ACCOUNT_KEY = 'sprouts.settingsAccount';

export const DEFAULT_SETTINGS: ChildSettings = { sound: true, rate: 0.9 };
export const MIN_RATE = 0.5;
export const MAX_RATE = 1.5;

export function settingsKeyFor(account: string | null): string {
  return account ? `${SETTINGS_KEY}.${account}` : SETTINGS_KEY;
}

function clampRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return DEFAULT_SETTINGS.rate;
  return Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
}

/** Usable settings from anything stored (a device entry, an account's column); null for none. */
export function parseSettings(value: unknown): StoredSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const saved = value as Partial<Record<keyof StoredSettings, unknown>>;
  const voice = typeof saved.voice === 'string' ? saved.voice.slice(0, 200) : '';
  const updatedAt =
    typeof saved.updatedAt === 'string' && !Number.isNaN(Date.parse(saved.updatedAt))
      ? saved.updatedAt
      : undefined;
  return {
    sound: typeof saved.sound === 'boolean' ? saved.sound : DEFAULT_SETTINGS.sound,
    rate: clampRate(saved.rate),
    ...(voice ? { voice } : {}),
    ...(saved.paper === 'a4' || saved.paper === 'letter' ? { paper: saved.paper } : {}),
    ...(typeof saved.inkSaver === 'boolean' ? { inkSaver: saved.inkSaver } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readEntry(key: string): StoredSettings | null {
  try {
    const text = storage()?.getItem(key);
    return text ? parseSettings(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function announce(): void {
  for (const listener of listeners) listener();
}

/** The signed-in parent whose settings apply on this device, or null. */
export function settingsAccount(): string | null {
  try {
    return storage()?.getItem(SETTINGS_ACCOUNT_KEY) || null;
  } catch {
    return null;
  }
}

/** Switches to the settings of `account` (null: the device's own, signed out). */
export function setSettingsAccount(account: string | null): void {
  if (settingsAccount() === account) return;
  try {
    if (account) storage()?.setItem(SETTINGS_ACCOUNT_KEY, account);
    else storage()?.removeItem(SETTINGS_ACCOUNT_KEY);
  } catch {
    // Without storage the device's defaults apply.
  }
  announce();
}

/** What is stored for `account` on this device (null: nothing of its own yet). */
export function readStoredSettings(account: string | null): StoredSettings | null {
  return readEntry(settingsKeyFor(account));
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
  const stored = (account ? readEntry(settingsKeyFor(account)) : null) ?? readEntry(SETTINGS_KEY);
  return stored ? withoutStamp(stored) : { ...DEFAULT_SETTINGS };
}

/** Writes `settings` for `account` as they are, stamp included (adopting an account's copy). */
export function storeSettings(account: string | null, settings: StoredSettings): void {
  try {
    storage()?.setItem(settingsKeyFor(account), JSON.stringify(settings));
  } catch {
    // Private browsing or a full disk: the settings still apply for this call.
  }
  announce();
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
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(SETTINGS_KEY)) announce();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
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
