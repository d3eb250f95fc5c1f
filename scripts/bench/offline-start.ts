/**
 * Offline start: a tablet with the app installed and no connection opens an activity. Measured
 * in Chromium with the CPU slowed 4x through the DevTools protocol; every byte comes from the
 * service worker's precache.
 */
import type { Browser, Page } from '@playwright/test';
import type { OfflineStartResults } from './results';
import { median, percentile, round } from './stats';
import { goOffline } from '../../e2e/support/network';
import { waitForServiceWorker } from '../../e2e/support/service-worker';

/** Records, in the page's own clock (ms since navigation start), when play becomes possible. */
const MARKERS = `(() => {
  const marks = {};
  window.__sproutsBench = marks;
  const startButton = () =>
    [...document.querySelectorAll('button')].find(
      (button) => /^(Tap to start|Tap to carry on)$/.test(button.textContent.trim()) && !button.disabled,
    );
  const firstChoice = () =>
    document.querySelector('[role="group"][aria-label="Choices"] button:not([disabled])');
  const check = () => {
    const now = performance.now();
    if (marks.ready === undefined && startButton()) {
      marks.ready = now;
      // The page and every file it fetched so far: each costs the main thread, however small.
      marks.requests = 1 + performance.getEntriesByType('resource').length;
    }
    if (marks.tap !== undefined && marks.item === undefined && firstChoice()) marks.item = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('pointerdown', () => {
    if (marks.ready !== undefined && marks.tap === undefined) marks.tap = performance.now();
  }, true);
})();`;

interface Marks {
  ready?: number;
  requests?: number;
  tap?: number;
  item?: number;
}

async function clearSavedRounds(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.open('sprouts');
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('sessions')) {
            database.close();
            return resolve();
          }
          const transaction = database.transaction('sessions', 'readwrite');
          transaction.objectStore('sessions').clear();
          transaction.oncomplete = () => {
            database.close();
            resolve();
          };
        };
        request.onerror = () => resolve();
      }),
  );
}

export async function measureOfflineStart(
  browser: Browser,
  appUrl: string,
  topicPath: string,
  runs: number,
  cpuThrottle = 4,
): Promise<OfflineStartResults> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  try {
    const warm = await context.newPage();
    await warm.goto(`${appUrl}/`);
    await waitForServiceWorker(warm);
    await warm.goto(`${appUrl}${topicPath}`);
    await warm.getByRole('button', { name: /^(Tap to start|Tap to carry on)$/ }).waitFor();
    await warm.close();
    await goOffline(context);
    await context.addInitScript(MARKERS);

    const ready: number[] = [];
    const firstItem: number[] = [];
    const requests: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      await page.goto(`${appUrl}${topicPath}`);
      await page.waitForFunction(
        () => (window as { __sproutsBench?: Marks }).__sproutsBench?.ready !== undefined,
      );
      await page.getByRole('button', { name: /^(Tap to start|Tap to carry on)$/ }).click();
      await page.waitForFunction(
        () => (window as { __sproutsBench?: Marks }).__sproutsBench?.item !== undefined,
      );
      const marks = await page.evaluate(
        () => (window as { __sproutsBench?: Marks }).__sproutsBench as Marks,
      );
      if (
        marks.ready === undefined ||
        marks.requests === undefined ||
        marks.tap === undefined ||
        marks.item === undefined
      ) {
        throw new Error(`Offline start run ${run + 1} missed a mark: ${JSON.stringify(marks)}`);
      }
      ready.push(marks.ready);
      requests.push(marks.requests);
      firstItem.push(marks.item - marks.tap);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await clearSavedRounds(page);
      await page.close();
    }
    const readyMedianMs = round(median(ready), 0);
    const firstItemMedianMs = round(median(firstItem), 0);
    return {
      page: topicPath,
      runs,
      cpuThrottle,
      readyMedianMs,
      readyP95Ms: round(percentile(ready, 95), 0),
      firstItemMedianMs,
      totalMedianMs: readyMedianMs + firstItemMedianMs,
      requestsBeforeReady: median(requests),
    };
  } finally {
    await context.close();
  }
}
