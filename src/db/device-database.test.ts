import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { deviceDatabaseMayExist } from './device-database';

beforeEach(async () => {
  await db.delete();
});

describe('deviceDatabaseMayExist', () => {
  it('is false before the app stores anything, without creating the database', async () => {
    expect(await deviceDatabaseMayExist()).toBe(false);
    expect((await indexedDB.databases()).map((entry) => entry.name)).not.toContain('sprouts');
  });

  it('is true once the database exists', async () => {
    await db.open();
    expect(await deviceDatabaseMayExist()).toBe(true);
  });

  it('is true where the browser cannot list databases, and false without IndexedDB', async () => {
    expect(await deviceDatabaseMayExist({} as Pick<IDBFactory, 'databases'>)).toBe(true);
    const failing = { databases: () => Promise.reject(new Error('blocked')) };
    expect(await deviceDatabaseMayExist(failing)).toBe(true);
    expect(await deviceDatabaseMayExist(null)).toBe(false);
  });
});
