import type { Page } from '@playwright/test';

/**
 * Waits until the page's service worker has installed (precached the app) and is `activated`:
 * `ready` can resolve while it is still activating. The check runs inside the page, because a
 * waitForFunction on an async check would not wait: the promise it returns counts as true at once.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}
