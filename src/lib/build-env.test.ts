import { describe, expect, it } from 'vitest';
import {
  CARD_CHECKOUT_SCRIPT_URL,
  checkoutDefines,
  isLocalBackendUrl,
  resolveCheckoutSettings,
} from './build-env';

describe('isLocalBackendUrl', () => {
  it.each(['http://127.0.0.1:54321', 'http://localhost:54411/', ' http://127.0.0.1 '])(
    '%s is the embedded backend',
    (url) => expect(isLocalBackendUrl(url)).toBe(true),
  );
  it.each([
    'https://abc.supabase.co',
    'http://127.0.0.1.example.com',
    'https://127.0.0.1:54321',
    'http://localhost:54321/path',
  ])('%s is not', (url) => expect(isLocalBackendUrl(url)).toBe(false));
});

describe('resolveCheckoutSettings', () => {
  it('points at the embedded backend stand-ins when nothing is set', () => {
    expect(resolveCheckoutSettings({})).toEqual({
      paypalClientId: 'sprouts-local-paypal',
      paypalSdkUrl: 'http://127.0.0.1:54321/_local/paypal/sdk/js',
      cardCheckoutUrl: 'http://127.0.0.1:54321/_local/card/checkout.js',
    });
  });

  it('follows an embedded backend on another port', () => {
    expect(resolveCheckoutSettings({ VITE_SUPABASE_URL: 'http://127.0.0.1:54411/' })).toEqual({
      paypalClientId: 'sprouts-local-paypal',
      paypalSdkUrl: 'http://127.0.0.1:54411/_local/paypal/sdk/js',
      cardCheckoutUrl: 'http://127.0.0.1:54411/_local/card/checkout.js',
    });
  });

  it('never points a hosted project at the stand-ins', () => {
    const hosted = resolveCheckoutSettings({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_PAYPAL_CLIENT_ID: 'live-client',
    });
    expect(hosted).toEqual({
      paypalClientId: 'live-client',
      paypalSdkUrl: '',
      cardCheckoutUrl: CARD_CHECKOUT_SCRIPT_URL,
    });
    expect(
      JSON.stringify(resolveCheckoutSettings({ VITE_SUPABASE_URL: 'https://x.co' })),
    ).not.toMatch(/_local|127\.0\.0\.1|sprouts-local/);
  });

  it('lets explicit variables win', () => {
    expect(
      resolveCheckoutSettings({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_PAYPAL_CLIENT_ID: 'sandbox-client',
        VITE_PAYPAL_SDK_URL: 'https://www.sandbox.paypal.com/sdk/js',
        VITE_CARD_CHECKOUT_URL: 'https://cdn.example.com/checkout.js',
      }),
    ).toEqual({
      paypalClientId: 'sandbox-client',
      paypalSdkUrl: 'https://www.sandbox.paypal.com/sdk/js',
      cardCheckoutUrl: 'https://cdn.example.com/checkout.js',
    });
  });
});

describe('checkoutDefines', () => {
  it('gives Vite the resolved values as import.meta.env entries', () => {
    expect(checkoutDefines({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual({
      'import.meta.env.VITE_PAYPAL_CLIENT_ID': '""',
      'import.meta.env.VITE_PAYPAL_SDK_URL': '""',
      'import.meta.env.VITE_CARD_CHECKOUT_URL': JSON.stringify(CARD_CHECKOUT_SCRIPT_URL),
    });
  });
});
