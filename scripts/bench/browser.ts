/**
 * The Chromium the bench's own parts drive through Playwright (Lighthouse launches its own, with
 * chrome-flags.ts), without the address bar's WebUI pop-ups (scripts/chromium/browser-ui.ts).
 */
import { chromium, type Browser } from '@playwright/test';
import { playwrightDisablingFlags, withoutBrowserUi } from '../chromium/browser-ui';

export async function launchBenchChromium(
  executablePath: string,
  args: readonly string[],
): Promise<Browser> {
  const defaults = await playwrightDisablingFlags(executablePath, args);
  return chromium.launch(withoutBrowserUi({ executablePath, args }, defaults));
}
