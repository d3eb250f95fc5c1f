import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { launchBenchChromium } from './browser';

const CHROMIUM = '/usr/bin/chromium';

/** The kinds of target the browser creates while a page opens and shows something. */
async function targetsOnANewPage(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const session = await browser.newBrowserCDPSession();
  const kinds: string[] = [];
  session.on('Target.targetCreated', ({ targetInfo }) =>
    kinds.push(`${targetInfo.type} ${targetInfo.url}`),
  );
  await session.send('Target.setDiscoverTargets', { discover: true });
  const page = await browser.newPage();
  await page.setContent('<p>One page</p>');
  await page.close();
  return kinds;
}

describe('launchBenchChromium', () => {
  it('opens a page without the address bar pop-ups Chromium would load beside it', async () => {
    const plain = await chromium.launch({ executablePath: CHROMIUM });
    try {
      // This Chromium loads them with each window; the test is about the one that does.
      expect((await targetsOnANewPage(plain)).some((kind) => kind.startsWith('browser_ui'))).toBe(
        true,
      );
    } finally {
      await plain.close();
    }
    const bench = await launchBenchChromium(CHROMIUM, ['--disable-quic']);
    try {
      const kinds = await targetsOnANewPage(bench);
      expect(kinds.some((kind) => kind.startsWith('page'))).toBe(true);
      expect(kinds.filter((kind) => kind.startsWith('browser_ui'))).toEqual([]);
    } finally {
      await bench.close();
    }
  }, 60_000);
});
