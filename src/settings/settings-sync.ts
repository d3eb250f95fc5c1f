/**
 * Which copy of a parent's settings wins when this device and the account disagree: the one
 * changed last. A device with nothing of its own for the account takes the account's; an
 * account with nothing yet takes the device's.
 */
import type { StoredSettings } from './child-settings';

export type SettingsDecision =
  /** Store the account's copy on this device. */
  | { action: 'adopt'; settings: StoredSettings }
  /** Save this device's copy to the account. */
  | { action: 'push'; settings: StoredSettings }
  | { action: 'keep' };

function stamp(settings: StoredSettings): number {
  const time = settings.updatedAt ? Date.parse(settings.updatedAt) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
}

export function reconcileSettings(
  device: StoredSettings | null,
  account: StoredSettings | null,
): SettingsDecision {
  if (!device && !account) return { action: 'keep' };
  if (!device) return { action: 'adopt', settings: account as StoredSettings };
  if (!account) return { action: 'push', settings: device };
  const difference = stamp(account) - stamp(device);
  if (difference > 0) return { action: 'adopt', settings: account };
  if (difference < 0) return { action: 'push', settings: device };
  return { action: 'keep' };
}
