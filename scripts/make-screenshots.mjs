#!/usr/bin/env node
// Takes the manifest's screenshots (public/screenshots/*.png) of the real app: builds it, serves
// the build with `vite preview`, and photographs a few pages with headless Chromium in the narrow
// (phone) and wide (tablet and desktop) form factors the install sheet shows.
// Usage: node scripts/make-screenshots.mjs   (uses /usr/bin/chromium when present)
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'public', 'screenshots');
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** File, viewport and page of every screenshot; `start` taps the activity's start button. */
export const SCREENSHOTS = [
  { file: 'home-narrow.png', width: 540, height: 1080, path: '/' },
  {
    file: 'activity-narrow.png',
    width: 540,
    height: 1080,
    path: '/class/k1/v1/maths/count-to-10',
    start: true,
  },
  { file: 'volume-wide.png', width: 1280, height: 800, path: '/class/k2/v1' },
  {
    file: 'activity-wide.png',
    width: 1280,
    height: 800,
    path: '/class/nursery/v1/english/first-sounds-a-to-h',
    start: true,
  },
];

async function main() {
  const dist = mkdtempSync(join(tmpdir(), 'sprouts-screenshots-'));
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('vite preview did not start');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath });
  try {
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${base}${shot.path}`);
      await page.locator('main h1, main h2').first().waitFor();
      if (shot.start) {
        await page.getByRole('button', { name: 'Tap to start' }).click();
        await page.getByRole('group', { name: 'Choices' }).waitFor();
      }
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Pictures arrive in their own chunk and are drawn a moment later.
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(outDir, shot.file) });
      await context.close();
      console.log(`wrote public/screenshots/${shot.file} (${shot.width}x${shot.height})`);
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  }
}

await main();
