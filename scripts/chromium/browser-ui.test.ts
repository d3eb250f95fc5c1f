import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, disabledFeaturesFlag, withoutBrowserUi } from './browser-ui';

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

describe('withoutBrowserUi', () => {
  it("drops Playwright's list and passes it again, last, with the pop-ups added", () => {
    const options = withoutBrowserUi(
      { executablePath: '/usr/bin/chromium', args: ['--disable-quic'] },
      ['--disable-features=A,B'],
    );
    expect(options.executablePath).toBe('/usr/bin/chromium');
    expect(options.ignoreDefaultArgs).toEqual(['--disable-features=A,B']);
    expect(options.args).toEqual([
      '--disable-quic',
      '--disable-features=A,B,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });
});
