// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS, DEVICE_SETTINGS, LEGACY_WORKSHEET_PAPER, STORAGE_VERSION } from './keys';
import { CURRENT_STORAGE_VERSION, migrateStorage } from './migrations';

beforeEach(() => localStorage.clear());

const stored = (name: string): unknown => JSON.parse(localStorage.getItem(name) ?? 'null');

describe('bringing a device up to the current storage version', () => {
  it('marks a new device current and changes nothing else', () => {
    expect(migrateStorage()).toBe(CURRENT_STORAGE_VERSION);
    expect(Object.keys(localStorage)).toEqual([STORAGE_VERSION.name]);
    expect(localStorage.getItem(STORAGE_VERSION.name)).toBe(String(CURRENT_STORAGE_VERSION));
  });

  it('1: moves an earlier version’s paper into every set of settings without one', () => {
    const stamp = '2026-05-01T10:00:00.000Z';
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'letter');
    localStorage.setItem(DEVICE_SETTINGS.name, JSON.stringify({ sound: false, rate: 1 }));
    localStorage.setItem(
      ACCOUNT_SETTINGS.key('parent-a').name,
      JSON.stringify({ sound: true, rate: 0.9, updatedAt: stamp }),
    );
    localStorage.setItem(
      ACCOUNT_SETTINGS.key('parent-b').name,
      JSON.stringify({ sound: true, rate: 0.9, paper: 'a4' }),
    );
    localStorage.setItem('sprouts.settingsAccount', 'parent-a');

    expect(migrateStorage()).toBe(1);
    expect(stored(DEVICE_SETTINGS.name)).toEqual({ sound: false, rate: 1, paper: 'letter' });
    // The stamp stays: the account's copy on the server is not overruled by the move.
    expect(stored(ACCOUNT_SETTINGS.key('parent-a').name)).toEqual({
      sound: true,
      rate: 0.9,
      updatedAt: stamp,
      paper: 'letter',
    });
    expect(stored(ACCOUNT_SETTINGS.key('parent-b').name)).toMatchObject({ paper: 'a4' });
    expect(localStorage.getItem('sprouts.settingsAccount')).toBe('parent-a');
    expect(localStorage.getItem(LEGACY_WORKSHEET_PAPER.name)).toBeNull();
  });

  it('1: gives a device with only the old paper settings that hold it', () => {
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'a4');
    migrateStorage();
    expect(stored(DEVICE_SETTINGS.name)).toEqual({ sound: true, rate: 0.9, paper: 'a4' });
  });

  it('1: drops an old value that is not a paper', () => {
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'tabloid');
    migrateStorage();
    expect(localStorage.getItem(LEGACY_WORKSHEET_PAPER.name)).toBeNull();
    expect(localStorage.getItem(DEVICE_SETTINGS.name)).toBeNull();
  });

  it('runs each step once', () => {
    migrateStorage();
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'letter');
    expect(migrateStorage()).toBe(CURRENT_STORAGE_VERSION);
    expect(localStorage.getItem(LEGACY_WORKSHEET_PAPER.name)).toBe('letter');
    expect(localStorage.getItem(DEVICE_SETTINGS.name)).toBeNull();
  });
});
