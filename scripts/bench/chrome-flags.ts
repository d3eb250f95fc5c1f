/**
 * The Chromium flags of the bench's Lighthouse runs.
 *
 * chrome-launcher, which Lighthouse uses, turns RenderDocument off. Chromium 150 with it off
 * commits a prerendered page's first frame but does not present it until something else asks for
 * a frame, one to two seconds after the page has loaded (docs/performance-notes.md, section 5).
 * Chromium runs with RenderDocument on by default, so that is what the bench measures. Chromium
 * reads only the last `--disable-features`, so this one repeats the launcher's list without it,
 * and without the address bar's pop-ups (scripts/chromium/browser-ui.ts).
 */
import { Launcher } from 'chrome-launcher';
import { BROWSER_UI_FEATURES, disabledFeaturesFlag } from '../chromium/browser-ui';

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
