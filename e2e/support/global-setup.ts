import { playwrightDisablingFlags } from '../../scripts/chromium/browser-ui';
import { PLAYWRIGHT_DISABLING_ENV, chromiumArgs, executablePath } from './chromium';

/** Reads Playwright's `--disable-features` list once, for every worker's Chromium. */
export default async function globalSetup(): Promise<void> {
  const defaults = await playwrightDisablingFlags(executablePath, chromiumArgs);
  process.env[PLAYWRIGHT_DISABLING_ENV] = JSON.stringify(defaults);
}
