import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES } from '../chromium/browser-ui';
import { LIGHTHOUSE_CHROME_FLAGS } from './chrome-flags';

describe('LIGHTHOUSE_CHROME_FLAGS', () => {
  it('ends with one --disable-features that overrides the launcher list but RenderDocument', () => {
    const flags = LIGHTHOUSE_CHROME_FLAGS.split(' ');
    const disabling = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabling).toHaveLength(1);
    expect(flags.at(-1)).toBe(disabling[0]);
    const launcherList = Launcher.defaultFlags().find((flag) =>
      flag.startsWith('--disable-features='),
    );
    expect(launcherList).toContain('RenderDocument');
    expect(disabling[0]).not.toContain('RenderDocument');
    expect(disabling[0]).toContain('Translate');
    for (const feature of BROWSER_UI_FEATURES) expect(disabling[0]).toContain(feature);
  });
});
