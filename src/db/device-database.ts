import { DATABASE_NAME } from './database-name';

/**
 * Whether this device may already hold the app's database, found without opening (and so
 * creating) it and without loading the storage code. A first visit answers false. Browsers
 * that cannot list their databases answer true, so nothing is ever skipped there.
 */
export async function deviceDatabaseMayExist(
  factory: Pick<IDBFactory, 'databases'> | null = globalThis.indexedDB ?? null,
): Promise<boolean> {
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
