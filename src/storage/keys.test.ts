import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StorageKey, StorageKeyFamily } from './key';
import {
  ACCOUNT_SETTINGS,
  DEVICE_SETTINGS,
  PROGRESS_SYNCED_AT,
  STORAGE_KEYS,
  SUBSCRIPTION_STATUS,
  SUPABASE_SESSION,
} from './keys';
import { authStorageKey } from './auth-session';

const root = fileURLToPath(new URL('../..', import.meta.url));

function nameOf(entry: StorageKey<unknown> | StorageKeyFamily<unknown>): string {
  return 'prefix' in entry ? `${entry.prefix}<id>` : entry.name;
}

function isRegistered(name: string): boolean {
  return STORAGE_KEYS.some((entry) =>
    'prefix' in entry ? name.startsWith(entry.prefix) : name === entry.name,
  );
}

/** The 'sprouts.' key names a source text spells out (quoted, or a template's head). */
function sproutsKeysIn(source: string): string[] {
  return [...source.matchAll(/['"`](sprouts\.[A-Za-z0-9_.-]*)/g)].map((found) => found[1] ?? '');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}src${path.sep}test${path.sep}`),
    );
}

describe('the storage key registry', () => {
  it('lists every key the app keeps in Web Storage', () => {
    expect(
      STORAGE_KEYS.map((entry) => [
        nameOf(entry),
        entry.area,
        'key' in entry ? '' : (entry.writtenBy ?? 'app'),
      ]),
    ).toEqual([
      ['subscriptionStatus', 'local', 'app'],
      ['sprouts.settings', 'local', 'app'],
      ['sprouts.settings.<id>', 'local', ''],
      ['sprouts.settingsAccount', 'local', 'app'],
      ['sprouts.progressSyncedAt', 'local', 'app'],
      ['sprouts.family.<id>', 'local', ''],
      ['sprouts.gatePassedUntil', 'session', 'app'],
      ['sprouts.pendingCheckout', 'local', 'app'],
      ['sprouts.installOfferDismissed', 'local', 'app'],
      ['sprouts.storageVersion', 'local', 'app'],
      ['sprouts.worksheetPaper', 'local', 'an earlier version of the app'],
      ['sprouts.startRetry', 'session', 'index.html (its inline script runs before the app)'],
      ['sb-127-auth-token', 'local', 'supabase-js'],
    ]);
  });

  it('names no key twice', () => {
    const names = STORAGE_KEYS.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every sprouts.* key a module of src/ or index.html names', () => {
    const files = [...sourceFiles('src'), path.join(root, 'index.html')].filter(
      (file) => file !== fileURLToPath(new URL('./keys.ts', import.meta.url)),
    );
    const unregistered = files.flatMap((file) =>
      sproutsKeysIn(readFileSync(file, 'utf8'))
        .filter((name) => !isRegistered(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(unregistered).toEqual([]);
  });

  it('would notice a module naming a key the registry does not hold', () => {
    const names = sproutsKeysIn("store.getItem('sprouts.newThing'); `sprouts.settings.${id}`");
    expect(names).toEqual(['sprouts.newThing', 'sprouts.settings.']);
    expect(names.map(isRegistered)).toEqual([false, true]);
  });

  it('keeps the specification’s subscriptionStatus key and supabase-js’s own key', () => {
    expect(SUBSCRIPTION_STATUS.name).toBe('subscriptionStatus');
    expect(SUPABASE_SESSION.name).toBe(authStorageKey('http://127.0.0.1:54321'));
    expect(authStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });
});

describe('reading a stored text', () => {
  it('gives the default for anything unusable, never an error', () => {
    const garbage = ['', '{not json', 'null', '[]', '42', '"text"', '{"userId":1}'];
    for (const entry of STORAGE_KEYS) {
      const key = 'prefix' in entry ? entry.key('someone') : entry;
      for (const text of garbage) {
        expect(() => key.parse(text), `${key.name} <- ${text}`).not.toThrow();
      }
    }
    expect(
      SUBSCRIPTION_STATUS.parse('{"userId":"u","status":"gold","endDate":null,"cachedAt":1}'),
    ).toBeUndefined();
    expect(DEVICE_SETTINGS.parse('[]')).toBeUndefined();
  });

  it('reads what the app wrote', () => {
    const entry = { userId: 'u', status: 'active' as const, endDate: null, cachedAt: 5 };
    expect(SUBSCRIPTION_STATUS.parse(SUBSCRIPTION_STATUS.serialize(entry))).toEqual(entry);
    const settings = { sound: false, rate: 1.2, paper: 'letter' as const };
    const perAccount = ACCOUNT_SETTINGS.key('parent-1');
    expect(perAccount.name).toBe('sprouts.settings.parent-1');
    expect(perAccount.parse(perAccount.serialize(settings))).toEqual(settings);
    expect(PROGRESS_SYNCED_AT.parse('{"a":"2026-04-01T10:00:00.000Z","b":"soon","c":3}')).toEqual({
      a: '2026-04-01T10:00:00.000Z',
    });
    expect(SUPABASE_SESSION.parse('{"refresh_token":"r","user":{"id":"u1","email":"e"}}')).toEqual({
      refreshToken: 'r',
      user: { id: 'u1', email: 'e' },
    });
    expect(SUPABASE_SESSION.parse('{"refresh_token":"","user":{"id":"u1"}}')).toBeNull();
  });
});
