// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_SETTINGS, SETTINGS_ACCOUNT, STORAGE_VERSION } from '@/storage';
import {
  DEFAULT_SETTINGS,
  parseSettings,
  readChildSettings,
  readStoredSettings,
  saveChildSettings,
  setSettingsAccount,
  settingsAccount,
  storeSettings,
  useChildSettings,
} from './child-settings';
import { reconcileSettings } from './settings-sync';

beforeEach(() => localStorage.clear());

describe('settings per device and per account', () => {
  it('keep a second account on the same device apart from the first and from the device', () => {
    saveChildSettings({ sound: false });
    setSettingsAccount('parent-a');
    expect(settingsAccount()).toBe('parent-a');
    // An account with nothing of its own yet starts from the device's settings.
    expect(readChildSettings()).toMatchObject({ sound: false });
    saveChildSettings({ sound: true, rate: 1.2, paper: 'letter' });

    setSettingsAccount('parent-b');
    expect(readChildSettings()).toEqual({ sound: false, rate: DEFAULT_SETTINGS.rate });
    saveChildSettings({ rate: 0.6 });

    setSettingsAccount('parent-a');
    expect(readChildSettings()).toEqual({ sound: true, rate: 1.2, paper: 'letter' });
    setSettingsAccount(null);
    expect(localStorage.getItem(SETTINGS_ACCOUNT.name)).toBeNull();
    expect(readChildSettings()).toEqual({ sound: false, rate: DEFAULT_SETTINGS.rate });
    expect(readStoredSettings('parent-b')).toMatchObject({ sound: false, rate: 0.6 });
    expect(Object.keys(localStorage).sort()).toEqual([
      DEVICE_SETTINGS.name,
      `${DEVICE_SETTINGS.name}.parent-a`,
      `${DEVICE_SETTINGS.name}.parent-b`,
      STORAGE_VERSION.name,
    ]);
  });

  it('store an adopted copy as it is, stamp included', () => {
    const copy = { sound: false, rate: 1, updatedAt: '2026-05-01T10:00:00.000Z' };
    storeSettings('parent-a', copy);
    expect(readStoredSettings('parent-a')).toEqual(copy);
    expect(readStoredSettings(null)).toBeNull();
  });

  it('read only usable values', () => {
    expect(parseSettings(null)).toBeNull();
    expect(parseSettings([])).toBeNull();
    expect(parseSettings('sound')).toBeNull();
    expect(
      parseSettings({
        sound: 1,
        rate: 0.2,
        voice: '',
        paper: 'a3',
        inkSaver: 'yes',
        updatedAt: 'later',
      }),
    ).toEqual({ sound: true, rate: 0.5 });
    expect(
      parseSettings({ sound: false, rate: 1.1, voice: 'Kate', paper: 'a4', inkSaver: true }),
    ).toEqual({
      sound: false,
      rate: 1.1,
      voice: 'Kate',
      paper: 'a4',
      inkSaver: true,
    });
  });

  it('tell mounted components about a change, and about switching account', () => {
    const { result } = renderHook(() => useChildSettings());
    expect(result.current).toEqual(DEFAULT_SETTINGS);
    act(() => {
      saveChildSettings({ sound: false });
    });
    expect(result.current.sound).toBe(false);
    act(() => setSettingsAccount('parent-a'));
    act(() => {
      saveChildSettings({ sound: true });
    });
    expect(result.current.sound).toBe(true);
    act(() => setSettingsAccount(null));
    expect(result.current.sound).toBe(false);
  });
});

describe('reconcileSettings', () => {
  const older = { sound: true, rate: 1, updatedAt: '2026-05-01T10:00:00.000Z' };
  const newer = { sound: false, rate: 1, updatedAt: '2026-05-02T10:00:00.000Z' };

  it('keeps the copy changed last', () => {
    expect(reconcileSettings(older, newer)).toEqual({ action: 'adopt', settings: newer });
    expect(reconcileSettings(newer, older)).toEqual({ action: 'push', settings: newer });
    expect(reconcileSettings(newer, { ...newer })).toEqual({ action: 'keep' });
  });

  it('takes the only copy there is, and does nothing without any', () => {
    expect(reconcileSettings(null, older)).toEqual({ action: 'adopt', settings: older });
    expect(reconcileSettings(older, null)).toEqual({ action: 'push', settings: older });
    expect(reconcileSettings(null, null)).toEqual({ action: 'keep' });
  });

  it('counts a copy without a stamp as the oldest', () => {
    const unstamped = { sound: true, rate: 1 };
    expect(reconcileSettings(unstamped, older)).toEqual({ action: 'adopt', settings: older });
    expect(reconcileSettings(older, unstamped)).toEqual({ action: 'push', settings: older });
  });
});
