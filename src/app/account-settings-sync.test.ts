import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUser,
  startInProcess,
  userToken,
  type InProcessBackend,
} from '../../supabase/local/testing/in-process';
import {
  readChildSettings,
  readStoredSettings,
  saveChildSettings,
  setSettingsAccount,
  storeSettings,
} from '@/settings/child-settings';
import { syncAccountSettings } from './account-settings-sync';

/** Settings between two devices of one parent, through the embedded backend. */
const current = vi.hoisted(() => ({
  client: null as ReturnType<InProcessBackend['client']> | null,
}));
vi.mock('@/backend/client', () => ({
  get supabase() {
    return current.client;
  },
}));

let backend: InProcessBackend;
let parent: string;

async function accountCopy(): Promise<unknown> {
  return backend.db.admin(
    async (tx) =>
      (
        await tx.query<{ settings: unknown }>(
          'select settings from public.profiles where id = $1',
          [parent],
        )
      ).rows[0]?.settings,
  );
}

/** This device's localStorage (the test runs in Node, beside the embedded backend). */
class MemoryStorage {
  private readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  clear() {
    this.entries.clear();
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, String(value));
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
}
const localStorage = new MemoryStorage();
vi.stubGlobal('localStorage', localStorage);

beforeAll(async () => {
  backend = await startInProcess();
  parent = await createUser(backend.db, 'two-devices@example.com');
});
afterAll(async () => {
  await backend.close();
});
beforeEach(() => {
  localStorage.clear();
  current.client = backend.client({ accessToken: userToken(parent) });
});

describe('syncAccountSettings', () => {
  it('saves the first device’s settings to the account and gives them to a second device', async () => {
    // Device one: the parent turns the sound off, signed in.
    setSettingsAccount(parent);
    saveChildSettings({ sound: false, rate: 1.2, paper: 'letter' });
    expect(await syncAccountSettings(parent)).toBe('pushed');
    expect(await accountCopy()).toMatchObject({ sound: false, rate: 1.2, paper: 'letter' });

    // Device two: nothing stored for this parent yet.
    localStorage.clear();
    setSettingsAccount(parent);
    expect(readChildSettings().sound).toBe(true);
    expect(await syncAccountSettings(parent)).toBe('adopted');
    expect(readChildSettings()).toEqual({ sound: false, rate: 1.2, paper: 'letter' });
    expect(await syncAccountSettings(parent)).toBe('kept');
  });

  it('keeps the copy changed last', async () => {
    setSettingsAccount(parent);
    storeSettings(parent, { sound: true, rate: 1, updatedAt: '2020-01-01T00:00:00.000Z' });
    expect(await syncAccountSettings(parent)).toBe('adopted');
    expect(readStoredSettings(parent)?.sound).toBe(false);

    saveChildSettings({ sound: true }, new Date(Date.now() + 60_000));
    expect(await syncAccountSettings(parent)).toBe('pushed');
    expect(await accountCopy()).toMatchObject({ sound: true });
  });

  it('changes nothing when the account cannot be reached', async () => {
    setSettingsAccount(parent);
    saveChildSettings({ sound: false });
    current.client = backend.client();
    expect(await syncAccountSettings(parent)).toBe('failed');
    expect(readChildSettings().sound).toBe(false);
  });
});
