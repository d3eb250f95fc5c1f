import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { targetsOnANewPage } from '../chromium/targets-on-a-new-page';
import { launchBenchChromium } from './browser';

const CHROMIUM = '/usr/bin/chromium';

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
