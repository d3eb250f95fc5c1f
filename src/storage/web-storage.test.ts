// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_SETTINGS,
  GATE_PASSED_UNTIL,
  PROGRESS_SYNCED_AT,
  SUPABASE_SESSION,
  ACCOUNT_SETTINGS,
} from './keys';
import { hasStored, readStored, removeStored, subscribeStored, writeStored } from './web-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A storage area that refuses everything, as some private modes and full disks do. */
const refusing = {
  get length(): number {
    throw new DOMException('blocked', 'SecurityError');
  },
  key: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  clear: () => undefined,
};

describe('Web Storage through the registry', () => {
  it('reads back what was written, typed, and the default once removed', () => {
    expect(readStored(PROGRESS_SYNCED_AT)).toEqual({});
    expect(writeStored(PROGRESS_SYNCED_AT, { u: '2026-04-01T10:00:00.000Z' })).toBe(true);
    expect(readStored(PROGRESS_SYNCED_AT)).toEqual({ u: '2026-04-01T10:00:00.000Z' });
    writeStored(GATE_PASSED_UNTIL, 1234);
    expect(sessionStorage.getItem(GATE_PASSED_UNTIL.name)).toBe('1234');
    expect(readStored(GATE_PASSED_UNTIL)).toBe(1234);
    removeStored(GATE_PASSED_UNTIL);
    expect(readStored(GATE_PASSED_UNTIL)).toBeNull();
  });

  it('gives the default for a broken value', () => {
    localStorage.setItem(DEVICE_SETTINGS.name, '{broken');
    expect(readStored(DEVICE_SETTINGS)).toBeNull();
    sessionStorage.setItem(GATE_PASSED_UNTIL.name, 'soon');
    expect(readStored(GATE_PASSED_UNTIL)).toBeNull();
  });

  it('never throws when storage is blocked or full, and says so where it matters', () => {
    vi.stubGlobal('localStorage', refusing);
    vi.stubGlobal('sessionStorage', refusing);
    expect(readStored(PROGRESS_SYNCED_AT)).toEqual({});
    expect(writeStored(PROGRESS_SYNCED_AT, {})).toBe(false);
    expect(() => removeStored(GATE_PASSED_UNTIL)).not.toThrow();
    expect(hasStored(SUPABASE_SESSION)).toBeNull();
  });

  it('never throws where there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStored(DEVICE_SETTINGS)).toBeNull();
    expect(writeStored(DEVICE_SETTINGS, { sound: true, rate: 1 })).toBe(false);
    expect(hasStored(SUPABASE_SESSION)).toBeNull();
  });

  it('tells whether something is stored under a key', () => {
    expect(hasStored(SUPABASE_SESSION)).toBe(false);
    localStorage.setItem(SUPABASE_SESSION.name, '{}');
    expect(hasStored(SUPABASE_SESSION)).toBe(true);
    localStorage.setItem('sb-other-auth-token', '{}');
    localStorage.removeItem(SUPABASE_SESSION.name);
    expect(hasStored(SUPABASE_SESSION)).toBe(false);
  });

  it('tells subscribers of a key or a family about changes here and in other tabs', () => {
    const seen: string[] = [];
    const stopOne = subscribeStored(DEVICE_SETTINGS, () => seen.push('device'));
    const stopFamily = subscribeStored(ACCOUNT_SETTINGS, () => seen.push('accounts'));
    writeStored(DEVICE_SETTINGS, { sound: false, rate: 1 });
    writeStored(ACCOUNT_SETTINGS.key('parent-1'), { sound: true, rate: 1 });
    writeStored(PROGRESS_SYNCED_AT, {});
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_SETTINGS.key('p2').name }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(seen).toEqual(['device', 'accounts', 'accounts', 'device', 'accounts']);
    stopOne();
    stopFamily();
    writeStored(DEVICE_SETTINGS, { sound: true, rate: 1 });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(seen).toHaveLength(5);
  });
});
