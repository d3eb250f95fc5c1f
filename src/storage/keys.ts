/**
 * Every key this app keeps in localStorage or sessionStorage, in one registry: its name, where it
 * is kept, the type of its value, how a stored text reads back and the value when nothing usable
 * is stored. Only src/storage touches Web Storage (lint), and a test fails when a module names a
 * 'sprouts.' key that is not here. A key renamed later keeps its old name here, read by a
 * migration (./migrations.ts), so devices in the field keep what they stored.
 */
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import { SUPABASE_URL } from '@/lib/env';
import type { PaperId } from '@/domain/paper';
import { parseSettings, type StoredSettings } from '@/domain/settings';
import { authStorageKey, parseKeptSession, type KeptSession } from './auth-session';
import {
  jsonKey,
  jsonKeyFamily,
  textKey,
  writtenElsewhere,
  type StorageKey,
  type StorageKeyFamily,
  type WritableKey,
} from './key';
import { parseCachedSubscription, type CachedSubscription } from './subscription-cache';
import { EMPTY_FAMILY, parseFamilyOnDevice, type FamilyOnDevice } from './family-on-device';

function wholeNumber(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(value) ? value : undefined;
}

function settingsOrNull(json: unknown): StoredSettings | null | undefined {
  return parseSettings(json) ?? undefined;
}

function isoPerUser(json: unknown): Record<string, string> | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  return Object.fromEntries(
    Object.entries(json).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !Number.isNaN(Date.parse(entry[1])),
    ),
  );
}

/** SPEC section 4: the subscription status, cached for one hour and cleared on sign-out. */
export const SUBSCRIPTION_STATUS: WritableKey<CachedSubscription | null> = jsonKey(
  SUBSCRIPTION_STATUS_CACHE_KEY,
  parseCachedSubscription,
  {
    about: 'The signed-in parent’s subscription status, read from the profile (src/backend)',
    fallback: null,
  },
);

/** The settings of this device without an account. */
export const DEVICE_SETTINGS: WritableKey<StoredSettings | null> = jsonKey(
  'sprouts.settings',
  settingsOrNull,
  {
    about: 'Sound, speech rate, voice and paper on this device, signed out (src/settings)',
    fallback: null,
  },
);

/** One parent's settings on this device, `sprouts.settings.<user id>`. */
export const ACCOUNT_SETTINGS: StorageKeyFamily<StoredSettings | null> = jsonKeyFamily(
  'sprouts.settings.',
  settingsOrNull,
  {
    about: 'A signed-in parent’s settings on this device, per user id (src/settings)',
    fallback: null,
  },
);

/** The parent whose settings apply now. */
export const SETTINGS_ACCOUNT: WritableKey<string | null> = textKey(
  'sprouts.settingsAccount',
  (text) => text || undefined,
  { about: 'The user id whose settings apply on this device now (src/settings)', fallback: null },
);

/** When this device last sent progress of each parent, ISO 8601 per user id. */
export const PROGRESS_SYNCED_AT: WritableKey<Record<string, string>> = jsonKey(
  'sprouts.progressSyncedAt',
  isoPerUser,
  { about: '‘Last synced’ per user id, shown on the profile (src/sync)', fallback: {} },
);

/** One parent's children as this device last saw them and who plays now, `sprouts.family.<user id>`. */
export const FAMILY_ON_DEVICE: StorageKeyFamily<FamilyOnDevice> = jsonKeyFamily(
  'sprouts.family.',
  parseFamilyOnDevice,
  {
    about: 'A parent’s children and the child playing on this device, per user id (src/sync)',
    fallback: EMPTY_FAMILY,
  },
);

/** Until when (epoch milliseconds) a passed parental gate is remembered in this tab. */
export const GATE_PASSED_UNTIL: WritableKey<number | null> = textKey(
  'sprouts.gatePassedUntil',
  wholeNumber,
  {
    area: 'session',
    about: 'A passed parental gate, for a few minutes (src/widgets)',
    fallback: null,
  },
);

/** A checkout's order whose outcome this device has not seen yet (a reload, a closed tab). */
export interface PendingCheckout {
  orderId: string;
  provider: 'paypal' | 'card';
}

function pendingCheckout(json: unknown): PendingCheckout | null | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { orderId, provider } = json as Record<string, unknown>;
  if (typeof orderId !== 'string' || (provider !== 'paypal' && provider !== 'card'))
    return undefined;
  return { orderId, provider };
}

export const PENDING_CHECKOUT: WritableKey<PendingCheckout | null> = jsonKey(
  'sprouts.pendingCheckout',
  pendingCheckout,
  {
    about: 'The order of a checkout whose outcome the page has not shown yet (src/features)',
    fallback: null,
  },
);

/** When the parent dismissed the offer to install the app (epoch milliseconds). */
export const INSTALL_OFFER_DISMISSED: WritableKey<number | null> = textKey(
  'sprouts.installOfferDismissed',
  wholeNumber,
  { about: 'The install offer, dismissed on this device (src/pwa)', fallback: null },
);

/** Which migrations of ./migrations.ts this device has had. */
export const STORAGE_VERSION: WritableKey<number> = textKey('sprouts.storageVersion', wholeNumber, {
  about: 'The storage version of this device (src/storage)',
  fallback: 0,
});

/** The paper choice of an earlier version: joined the settings in storage version 1. */
export const LEGACY_WORKSHEET_PAPER: StorageKey<PaperId | null> = writtenElsewhere(
  textKey(
    'sprouts.worksheetPaper',
    (text) => (text === 'a4' || text === 'letter' ? text : undefined),
    {
      about: 'An earlier version’s paper choice, moved into the settings by migration 1',
      fallback: null,
    },
  ),
  'an earlier version of the app',
);

/** When index.html last reloaded a page whose code could not be fetched. */
export const START_RETRY: StorageKey<number | null> = writtenElsewhere(
  textKey('sprouts.startRetry', wholeNumber, {
    area: 'session',
    about: 'The last automatic reload after a failed start, so it happens once a minute at most',
    fallback: null,
  }),
  'index.html (its inline script runs before the app)',
);

/** The session supabase-js keeps (its default key, set explicitly on the client). */
export const SUPABASE_SESSION: StorageKey<KeptSession | null> = writtenElsewhere(
  jsonKey(authStorageKey(SUPABASE_URL), parseKeptSession, {
    about: 'The Auth session; read to know whether a session may exist and whose it is',
    fallback: null,
  }),
  'supabase-js',
);

/** Every key and family of keys, for the key list in the docs and its test. */
export const STORAGE_KEYS: readonly (StorageKey<unknown> | StorageKeyFamily<unknown>)[] = [
  SUBSCRIPTION_STATUS,
  DEVICE_SETTINGS,
  ACCOUNT_SETTINGS,
  SETTINGS_ACCOUNT,
  PROGRESS_SYNCED_AT,
  FAMILY_ON_DEVICE,
  GATE_PASSED_UNTIL,
  PENDING_CHECKOUT,
  INSTALL_OFFER_DISMISSED,
  STORAGE_VERSION,
  LEGACY_WORKSHEET_PAPER,
  START_RETRY,
  SUPABASE_SESSION,
];
