/**
 * The Chromium flags of the bench's browsers: Lighthouse's, and the one the other parts drive.
 *
 * chrome-launcher, which Lighthouse uses, turns RenderDocument off. Chromium 150 with it off
 * commits a prerendered page's first frame but does not present it until something else asks for
 * a frame, one to two seconds after the page has loaded (docs/performance-notes.md, section 5).
 * Chromium runs with RenderDocument on by default, so that is what the bench measures. Chromium
 * reads only the last `--disable-features`, so this one repeats the launcher's list without it.
 *
 * Chromium 156 also opens the address bar's pop-ups, two WebUI pages of about 400 script modules
 * each, in every window it opens, headless or not: in the bench, in each page measured, a
 * renderer that loads them beside the page, on a machine of two cores. A tablet's browser has
 * them loaded long before anyone opens Sprouts; the bench leaves them off (BROWSER_UI_FEATURES).
 */
import { Launcher } from 'chrome-launcher';

const DISABLE_FEATURES = '--disable-features=';
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

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  disabledFeaturesFlag(Launcher.defaultFlags(), BROWSER_UI_FEATURES),
].join(' ');
