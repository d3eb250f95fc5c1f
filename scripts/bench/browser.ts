/**
 * The Chromium the bench's own parts drive through Playwright (Lighthouse launches its own, with
 * chrome-flags.ts), without the address bar's WebUI pop-ups: Playwright passes a
 * `--disable-features` list of its own, and Chromium reads only the last, so the list is read
 * from a first launch and passed again with those features added.
 */
import { chromium, type Browser } from '@playwright/test';
import { BROWSER_UI_FEATURES, disabledFeaturesFlag, disablingFlags } from './chrome-flags';

export async function launchBenchChromium(
  executablePath: string,
  args: readonly string[],
): Promise<Browser> {
  // The browser tells its command line only to automation.
  const probe = await chromium.launch({ executablePath, args: [...args, '--enable-automation'] });
  let defaults: string[];
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    defaults = disablingFlags(commandLine);
  } finally {
    await probe.close();
  }
  return chromium.launch({
    executablePath,
    ignoreDefaultArgs: defaults,
    args: [...args, disabledFeaturesFlag(defaults, BROWSER_UI_FEATURES)],
  });
}
