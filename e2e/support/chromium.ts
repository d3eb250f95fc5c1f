import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { withoutBrowserUi } from '../../scripts/chromium/browser-ui';

const debianChromium = '/usr/bin/chromium';
export const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's own `--disable-features` flags, as JSON: read once by the global setup. */
export const PLAYWRIGHT_DISABLING_ENV = 'E2E_PLAYWRIGHT_DISABLING_FLAGS';

/**
 * The tests' Chromium: without the address bar's pop-ups beside every page once the global
 * setup has read Playwright's flags (the workers start after it, with its environment).
 */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  const options = { executablePath, args: chromiumArgs };
  const defaults = env[PLAYWRIGHT_DISABLING_ENV];
  return defaults ? withoutBrowserUi(options, JSON.parse(defaults) as string[]) : options;
}
