/**
 * Offline start: a tablet with the app installed and no connection opens an activity. Measured
 * in Chromium with the CPU slowed 4x through the DevTools protocol; every byte comes from the
 * service worker's precache.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { alternate } from './alternate';
import type { OfflineStartResults } from './results';
import { median, percentile, round } from './stats';
import { goOffline } from '../../e2e/support/network';
import { waitForServiceWorker } from '../../e2e/support/service-worker';

/** What the page's markers say on the console, before the mark's name. */
const SAYS = 'sprouts-bench:';

/**
 * Records, in the page's own clock (ms since navigation start), when play becomes possible, and
 * says so on the console. The harness listens there rather than asking the page: Playwright's
 * waits evaluate its own scripts in the page (about 100 ms at 4x for the first), which fell
 * before "Tap to start" on a page whose load event comes before its first control (a
 * prerendered page, whose scripts the start script imports) and after it on the reference pages.
 */
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
      console.debug('${SAYS}ready');
    }
    if (marks.tap !== undefined && marks.item === undefined && firstChoice()) {
      marks.item = now;
      console.debug('${SAYS}item');
    }
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
        // A device without the database keeps none: the app's own reads must find what a
        // tablet would, not an empty database this harness made.
        request.onupgradeneeded = () => request.transaction?.abort();
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

/** A page of the offline-start harness: the server that serves it and the path that opens it. */
export interface OfflinePage {
  appUrl: string;
  path: string;
}

interface Run {
  ready: number;
  requests: number;
  firstItem: number;
}

const START_BUTTON = /^(Tap to start|Tap to carry on)$/;

/** Resolves when the page's markers say `mark` on the console. */
function pageSays(page: Page, mark: 'ready' | 'item'): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === `${SAYS}${mark}`,
    timeout: 60_000,
  });
}

/** A context that has installed the page's service worker and opened it once, now offline. */
async function offlineContext(browser: Browser, { appUrl, path }: OfflinePage) {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const warm = await context.newPage();
  await warm.goto(`${appUrl}/`);
  await waitForServiceWorker(warm);
  await warm.goto(`${appUrl}${path}`);
  await warm.getByRole('button', { name: START_BUTTON }).waitFor();
  await warm.close();
  await goOffline(context);
  await context.addInitScript(MARKERS);
  return context;
}

async function runOnce(
  context: BrowserContext,
  { appUrl, path }: OfflinePage,
  cpuThrottle: number,
  run: number,
): Promise<Run> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  const ready = pageSays(page, 'ready');
  await page.goto(`${appUrl}${path}`);
  await ready;
  const item = pageSays(page, 'item');
  await page.getByRole('button', { name: START_BUTTON }).click();
  await item;
  const marks = await page.evaluate(
    () => (window as { __sproutsBench?: Marks }).__sproutsBench as Marks,
  );
  if (
    marks.ready === undefined ||
    marks.requests === undefined ||
    marks.tap === undefined ||
    marks.item === undefined
  ) {
    throw new Error(
      `Offline start of ${path}, run ${run}, missed a mark: ${JSON.stringify(marks)}`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await clearSavedRounds(page);
  await page.close();
  return { ready: marks.ready, requests: marks.requests, firstItem: marks.item - marks.tap };
}

function summary(path: string, runs: readonly Run[], cpuThrottle: number): OfflineStartResults {
  const ready = runs.map((run) => run.ready);
  const readyMedianMs = round(median(ready), 0);
  const firstItemMedianMs = round(median(runs.map((run) => run.firstItem)), 0);
  return {
    page: path,
    runs: runs.length,
    cpuThrottle,
    readyMedianMs,
    readyP95Ms: round(percentile(ready, 95), 0),
    firstItemMedianMs,
    totalMedianMs: readyMedianMs + firstItemMedianMs,
    requestsBeforeReady: median(runs.map((run) => run.requests)),
  };
}

/**
 * Each page's offline start, `runs` times, the pages taking turns run by run (alternate.ts), so
 * that the ratio of one page to another is not the machine's change of pace between them.
 */
export async function measureOfflineStarts(
  browser: Browser,
  pages: readonly OfflinePage[],
  runs: number,
  cpuThrottle = 4,
): Promise<OfflineStartResults[]> {
  const prepared: { page: OfflinePage; context: BrowserContext }[] = [];
  try {
    for (const page of pages) prepared.push({ page, context: await offlineContext(browser, page) });
    const results = await alternate(
      runs,
      prepared.map(
        ({ page, context }) =>
          (round: number) =>
            runOnce(context, page, cpuThrottle, round + 1),
      ),
    );
    return prepared.map(({ page }, index) => summary(page.path, results[index] ?? [], cpuThrottle));
  } finally {
    for (const { context } of prepared) await context.close();
  }
}
