import { useSyncExternalStore } from 'react';
import { INSTALL_OFFER_DISMISSED, readStored, subscribeStored, writeStored } from '@/storage';

const subscribe = (listener: () => void) => subscribeStored(INSTALL_OFFER_DISMISSED, listener);
const dismissedAt = () => readStored(INSTALL_OFFER_DISMISSED);

/** Whether the parent said 'Not now' to the install offer on this device (in any tab). */
export function useInstallOfferDismissed(): boolean {
  return useSyncExternalStore(subscribe, dismissedAt, () => null) !== null;
}

/** Remembers on this device that the parent does not want the install offer. */
export function dismissInstallOffer(now: Date = new Date()): void {
  writeStored(INSTALL_OFFER_DISMISSED, now.getTime());
}
