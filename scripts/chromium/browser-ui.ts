/**
 * Chromium without the address bar's pop-ups. Chromium 156 opens them, two WebUI pages of about
 * 400 script modules each, in every window it opens, headless or not: beside every page a test
 * or the bench opens, a renderer loads them, on a machine of two cores. A tablet's browser has
 * them loaded long before anyone opens Sprouts.
 *
 * Chromium reads only the last `--disable-features` flag, and Playwright passes a list of its
 * own, so the list is read from a first launch and passed again with the pop-ups added.
 */
import { chromium, type LaunchOptions } from '@playwright/test';

const DISABLE_FEATURES = '--disable-features=';
/** What the bench measures as users' browsers run it (performance-notes.md, section 5). */
const KEPT_ON = new Set(['RenderDocument']);

/** The address bar's WebUI pop-ups, which Chromium opens with every window. */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/** The `--disable-features` flags among `flags`. */
export function disablingFlags(flags: readonly string[]): string[] {
  return flags.filter((flag) => flag.startsWith(DISABLE_FEATURES));
}

/**
 * One `--disable-features` flag: the launcher's lists joined, without the features users'
 * browsers run, with `more` added.
 */
export function disabledFeaturesFlag(
  launcherFlags: readonly string[],
  more: readonly string[] = [],
): string {
  const features = disablingFlags(launcherFlags)
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
    .filter((feature) => feature !== '' && !KEPT_ON.has(feature));
  return `${DISABLE_FEATURES}${[...new Set([...features, ...more])].join(',')}`;
}

/** Playwright's own `--disable-features` flags for this Chromium, read from a first launch. */
export async function playwrightDisablingFlags(
  executablePath: string | undefined,
  args: readonly string[] = [],
): Promise<string[]> {
  // The browser tells its command line only to automation.
  const probe = await chromium.launch({ executablePath, args: [...args, '--enable-automation'] });
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    return disablingFlags(commandLine);
  } finally {
    await probe.close();
  }
}

/** `options` with Playwright's `--disable-features` list (`defaults`) passed again, pop-ups added. */
export function withoutBrowserUi(
  options: Omit<LaunchOptions, 'args'> & { args: readonly string[] },
  defaults: readonly string[],
): LaunchOptions {
  return {
    ...options,
    ignoreDefaultArgs: [...defaults],
    args: [...options.args, disabledFeaturesFlag(defaults, BROWSER_UI_FEATURES)],
  };
}
