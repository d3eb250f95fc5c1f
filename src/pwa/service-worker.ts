/**
 * Registers the service worker that vite-plugin-pwa builds (`sw.js`, prompt mode) and tells when
 * a new version is installed and waiting. Updating asks the waiting worker to take over and
 * reloads the page once it controls it, so the page and its code come from one version.
 */
export interface ServiceWorkerRegistrar {
  /** Asks the waiting version to take over; the page reloads when it has. */
  update(): void;
}

export interface RegisterOptions {
  /** The browser's service worker container; `navigator.serviceWorker` by default. */
  container?: ServiceWorkerContainer;
  url?: string;
  onWaiting(): void;
  onError?(error: unknown): void;
  reload?(): void;
}

// The message the generated worker answers with `self.skipWaiting()`.
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
// After an update was asked for, the page reloads itself if it is still here this long after, and
// again after twice as long each time: a take-over takes a few hundred milliseconds.
const RELOAD_AGAIN_AFTER_MS = 3000;
const RELOADS_AGAIN = 3;

export function registerServiceWorker({
  container = navigator.serviceWorker,
  url = `${import.meta.env.BASE_URL}sw.js`,
  onWaiting,
  onError = (error) => console.error('The service worker could not be registered:', error),
  reload = () => window.location.reload(),
}: RegisterOptions): ServiceWorkerRegistrar {
  let registration: ServiceWorkerRegistration | undefined;
  let reloadArmed = false;
  let updateAsked = false;
  // A page that was controlled reloads when the new version takes over; the first install
  // taking control of a page that had no worker changes nothing on screen.
  const wasControlled = Boolean(container.controller);

  const offer = () => {
    if (wasControlled && !reloadArmed) {
      reloadArmed = true;
      container.addEventListener('controllerchange', reload, { once: true });
    }
    onWaiting();
  };

  const watch = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration?.waiting === worker && registration.active) {
        offer();
      }
    });
  };

  const register = async () => {
    registration = await container.register(url, { scope: import.meta.env.BASE_URL });
    if (registration.waiting && registration.active) offer();
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration?.installing) watch(registration.installing);
    });
  };

  // After the page's own load, so that the worker's precache does not compete with it.
  const start = () => register().catch(onError);
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });

  return {
    update() {
      const next = registration?.waiting;
      // A second tap while the first is under way would start a second round of reloads.
      if (!next || updateAsked) return;
      updateAsked = true;
      next.postMessage(SKIP_WAITING);
      // Chromium can set a requested take-over aside when a fetch wakes the outgoing worker at that
      // moment, and then ignores the version's later requests; a navigation makes it try again.
      // That navigation, begun while the new version still waited, was seen to stall once the
      // version had taken over, and another navigation is the one way left to try. So while this
      // page is still here, it reloads: from the new version, or whole from the old one, with the
      // update offered again.
      const reloadIfStillHere = (left: number, afterMs: number) => {
        setTimeout(() => {
          reload();
          if (left > 1) reloadIfStillHere(left - 1, afterMs * 2);
        }, afterMs);
      };
      reloadIfStillHere(RELOADS_AGAIN, RELOAD_AGAIN_AFTER_MS);
    },
  };
}
