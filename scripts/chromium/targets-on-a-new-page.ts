import type { Browser } from '@playwright/test';

/** The kinds and addresses of the targets a browser creates while one page opens and shows text. */
export async function targetsOnANewPage(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const targets: string[] = [];
  session.on('Target.targetCreated', ({ targetInfo }) =>
    targets.push(`${targetInfo.type} ${targetInfo.url}`),
  );
  await session.send('Target.setDiscoverTargets', { discover: true });
  const page = await browser.newPage();
  await page.setContent('<p>One page</p>');
  await page.close();
  return targets;
}
