/**
 * The one owner of localStorage and sessionStorage: the registry of every key (./keys.ts), typed
 * reads with defaults, writes that never throw, change notifications and the storage version.
 * IndexedDB belongs to src/db.
 */
export { authStorageKey, type KeptSession } from './auth-session';
export type { StorageArea, StorageKey, StorageKeyFamily, WritableKey } from './key';
export {
  ACCOUNT_SETTINGS,
  DEVICE_SETTINGS,
  FAMILY_ON_DEVICE,
  GATE_PASSED_UNTIL,
  INSTALL_OFFER_DISMISSED,
  PENDING_CHECKOUT,
  type PendingCheckout,
  LEGACY_WORKSHEET_PAPER,
  PROGRESS_SYNCED_AT,
  SETTINGS_ACCOUNT,
  START_RETRY,
  STORAGE_KEYS,
  STORAGE_VERSION,
  SUBSCRIPTION_STATUS,
  SUPABASE_SESSION,
} from './keys';
export { EMPTY_FAMILY, type ChildOnDevice, type FamilyOnDevice } from './family-on-device';
export { CURRENT_STORAGE_VERSION, MIGRATIONS, migrateStorage } from './migrations';
export {
  parseCachedSubscription,
  type CachedSubscription,
  type SubscriptionStatus,
} from './subscription-cache';
export { hasStored, readStored, removeStored, subscribeStored, writeStored } from './web-storage';
