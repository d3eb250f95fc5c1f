/**
 * The storage version of a device and the steps that bring an older device up to it, so that
 * values kept under a name an earlier version used are not lost. Each step runs once per device,
 * in order; a step never throws (storage may be full or blocked: it then runs again next visit).
 */
import { DEFAULT_SETTINGS, parseSettings } from '@/domain/settings';
import { storageArea, storedNames } from './areas';
import { ACCOUNT_SETTINGS, DEVICE_SETTINGS, LEGACY_WORKSHEET_PAPER, STORAGE_VERSION } from './keys';

interface Migration {
  version: number;
  about: string;
  run(storage: Storage): void;
}

function readJson(storage: Storage, name: string): unknown {
  try {
    return JSON.parse(storage.getItem(name) ?? 'null');
  } catch {
    return null;
  }
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    about:
      "The paper chosen in an earlier version ('sprouts.worksheetPaper') joins every stored set " +
      'of settings that has none, and the old key goes.',
    run(storage) {
      const paper = LEGACY_WORKSHEET_PAPER.parse(
        storage.getItem(LEGACY_WORKSHEET_PAPER.name) ?? '',
      );
      if (paper) {
        const names = storedNames('local').filter(
          (name) => name === DEVICE_SETTINGS.name || name.startsWith(ACCOUNT_SETTINGS.prefix),
        );
        if (!names.includes(DEVICE_SETTINGS.name)) names.push(DEVICE_SETTINGS.name);
        for (const name of names) {
          const stored = parseSettings(readJson(storage, name));
          // Without a device entry, the old choice applied on top of the defaults.
          if (!stored && name !== DEVICE_SETTINGS.name) continue;
          const settings = stored ?? { ...DEFAULT_SETTINGS };
          if (settings.paper) continue;
          storage.setItem(name, JSON.stringify({ ...settings, paper }));
        }
      }
      storage.removeItem(LEGACY_WORKSHEET_PAPER.name);
    },
  },
];

/** The version a device has once every migration ran. */
export const CURRENT_STORAGE_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

/** Brings this device's localStorage to the current version; answers the version it is at. */
export function migrateStorage(): number {
  const storage = storageArea('local');
  if (!storage) return 0;
  let version = STORAGE_VERSION.fallback;
  try {
    version = STORAGE_VERSION.parse(storage.getItem(STORAGE_VERSION.name) ?? '') ?? 0;
    for (const migration of MIGRATIONS) {
      if (migration.version <= version) continue;
      migration.run(storage);
      version = migration.version;
      storage.setItem(STORAGE_VERSION.name, STORAGE_VERSION.serialize(version));
    }
  } catch (error) {
    console.error('Stored settings could not be brought up to date:', error);
  }
  return version;
}
