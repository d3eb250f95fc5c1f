/**
 * Catches the browser's offer to install the app (`beforeinstallprompt`) as early as possible,
 * so an 'Install Sprouts' button can use it later, and notices when the app gets installed.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOffer {
  canPrompt: boolean;
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let offer: InstallOffer = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();

function update(next: InstallOffer): void {
  offer = next;
  for (const listener of listeners) listener();
}

let listening = false;

/**
 * Where the inline script of index.html keeps an offer the browser made before the app's scripts
 * ran (a prerendered page starts them after its first paint).
 */
export const EARLY_OFFER_KEY = 'sproutsInstallOffer';

/** Starts listening, taking over an offer made before; called once when the app starts. */
export function listenForInstallOffer(target: Window = window): void {
  if (listening) return;
  listening = true;
  const early: unknown = Reflect.get(target, EARLY_OFFER_KEY);
  if (early instanceof Event) {
    deferred = early as BeforeInstallPromptEvent;
    update({ canPrompt: true, installed: false });
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini bar away; the page offers installation where it fits.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true, installed: false });
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  update({ ...offer, canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') update({ canPrompt: false, installed: true });
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => offer,
  );
}
