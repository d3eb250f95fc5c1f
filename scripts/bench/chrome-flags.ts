/**
 * The Chromium flags of the bench's Lighthouse runs.
 *
 * chrome-launcher, which Lighthouse uses, turns RenderDocument off. Chromium 150 with it off
 * commits a prerendered page's first frame but does not present it until something else asks for
 * a frame, one to two seconds after the page has loaded (docs/performance-notes.md, section 5).
 * Chromium runs with RenderDocument on by default, so that is what the bench measures. Chromium
 * reads only the last `--disable-features`, so this one repeats the launcher's list without it.
 */
import { Launcher } from 'chrome-launcher';

const DISABLE_FEATURES = '--disable-features=';
const KEPT_ON = new Set(['RenderDocument']);

/** The launcher's `--disable-features` flag with the features users' browsers run put back. */
export function disabledFeaturesFlag(launcherFlags: readonly string[]): string {
  const features = launcherFlags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
    .filter((feature) => feature !== '' && !KEPT_ON.has(feature));
  return `${DISABLE_FEATURES}${features.join(',')}`;
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
  disabledFeaturesFlag(Launcher.defaultFlags()),
].join(' ');
