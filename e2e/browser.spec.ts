import { expect, test } from '@playwright/test';
import { targetsOnANewPage } from '../scripts/chromium/targets-on-a-new-page';

test("pages open without the address bar's pop-ups beside them", async ({ browser }) => {
  const targets = await targetsOnANewPage(browser);
  expect(targets.some((target) => target.startsWith('page'))).toBe(true);
  // Chromium 156 loads two WebUI pages of about 400 modules with every window it opens.
  expect(targets.filter((target) => target.startsWith('browser_ui'))).toEqual([]);
});
