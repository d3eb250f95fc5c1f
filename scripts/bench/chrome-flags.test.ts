import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, LIGHTHOUSE_CHROME_FLAGS, disabledFeaturesFlag } from './chrome-flags';

describe('disabledFeaturesFlag', () => {
  it('keeps the launcher list but RenderDocument', () => {
    expect(
      disabledFeaturesFlag([
        '--mute-audio',
        '--disable-features=Translate,RenderDocument,MediaRouter',
      ]),
    ).toBe('--disable-features=Translate,MediaRouter');
  });

  it('joins several lists and drops empty entries', () => {
    expect(
      disabledFeaturesFlag(['--disable-features=A,', '--disable-features=RenderDocument,B']),
    ).toBe('--disable-features=A,B');
  });

  it('adds the features asked for, once', () => {
    expect(
      disabledFeaturesFlag(['--disable-features=A,WebUIOmniboxPopup'], BROWSER_UI_FEATURES),
    ).toBe('--disable-features=A,WebUIOmniboxPopup,WebUIOmniboxAimPopup');
  });

  it('gives an empty list when the launcher disables nothing', () => {
    expect(disabledFeaturesFlag(['--no-first-run'])).toBe('--disable-features=');
  });
});

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
