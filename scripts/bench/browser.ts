/**
 * The Chromium the bench's own parts drive through Playwright (Lighthouse launches its own, with
 * chrome-flags.ts), without the address bar's WebUI pop-ups (scripts/chromium/browser-ui.ts).
 */
import { chromium, type Browser } from '@playwright/test';
import { playwrightDisablingFlags, withoutBrowserUi } from '../chromium/browser-ui';

// Playwright's flags are the same for every part of a run: read with the first launch only.
const defaultsByLaunch = new Map<string, Promise<string[]>>();

export async function launchBenchChromium(
  executablePath: string,
  args: readonly string[],
): Promise<Browser> {
  const key = JSON.stringify([executablePath, args]);
  let defaults = defaultsByLaunch.get(key);
  if (!defaults) {
    defaults = playwrightDisablingFlags(executablePath, args);
    defaultsByLaunch.set(key, defaults);
  }
  return chromium.launch(withoutBrowserUi({ executablePath, args }, await defaults));
}
