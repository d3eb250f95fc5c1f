import { describe, expect, it } from 'vitest';
import { installRoute, isIosSafari, type DeviceFacts } from './install-help';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
};

function facts(overrides: Partial<DeviceFacts>): DeviceFacts {
  return {
    userAgent: UA.androidChrome,
    maxTouchPoints: 0,
    standalone: false,
    canPrompt: false,
    ...overrides,
  };
}

describe('install help', () => {
  it('recognises Safari on iPhone and iPad (which calls itself a Mac), not other iOS browsers', () => {
    expect(isIosSafari(facts({ userAgent: UA.iphoneSafari, maxTouchPoints: 5 }))).toBe(true);
    expect(isIosSafari(facts({ userAgent: UA.ipadOs, maxTouchPoints: 5 }))).toBe(true);
    expect(isIosSafari(facts({ userAgent: UA.ipadOs, maxTouchPoints: 0 }))).toBe(false);
    expect(isIosSafari(facts({ userAgent: UA.iphoneChrome, maxTouchPoints: 5 }))).toBe(false);
    expect(isIosSafari(facts({ userAgent: UA.androidChrome, maxTouchPoints: 5 }))).toBe(false);
  });

  it('offers the browser prompt, else the Safari steps, and nothing once installed', () => {
    expect(installRoute(facts({ canPrompt: true }))).toBe('prompt');
    expect(installRoute(facts({}))).toBe('none');
    expect(installRoute(facts({ userAgent: UA.iphoneSafari, maxTouchPoints: 5 }))).toBe(
      'ios-safari',
    );
    expect(
      installRoute(facts({ userAgent: UA.iphoneSafari, maxTouchPoints: 5, standalone: true })),
    ).toBe('installed');
    expect(installRoute(facts({ canPrompt: true, standalone: true }))).toBe('installed');
  });
});
