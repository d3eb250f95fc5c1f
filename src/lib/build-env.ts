/**
 * The build-time settings that depend on where the backend lives. vite.config.ts resolves them
 * once, so a build for a hosted project carries the real providers' addresses and nothing of
 * the embedded backend's stand-ins, and the app reads the results as `import.meta.env`.
 */

/** The embedded backend of `npm start` (supabase/local). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** Any client id opens the embedded backend's PayPal SDK stand-in. */
export const LOCAL_PAYPAL_CLIENT_ID = 'sprouts-local-paypal';

/** The card provider's own checkout script (Razorpay). */
export const CARD_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The VITE_ variables of the build, as Vite loads them from the environment and .env files. */
export interface BuildVariables {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_PAYPAL_CLIENT_ID?: string | undefined;
  VITE_PAYPAL_SDK_URL?: string | undefined;
  VITE_CARD_CHECKOUT_URL?: string | undefined;
}

export interface CheckoutSettings {
  /** The PayPal REST app's client id; empty when PayPal is not set up for this build. */
  paypalClientId: string;
  /** react-paypal-js `sdkBaseUrl`; empty for PayPal's own SDK (https://www.paypal.com/sdk/js). */
  paypalSdkUrl: string;
  /** Where the card checkout script (`window.Razorpay`) is loaded from. */
  cardCheckoutUrl: string;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** True for a backend on this machine: the embedded backend and its provider stand-ins. */
export function isLocalBackendUrl(url: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(withoutTrailingSlash(url.trim()));
}

/**
 * Explicit variables win. Otherwise a build for the embedded backend uses its stand-ins, and a
 * build for a hosted project the real PayPal SDK and card checkout (PayPal then needs
 * VITE_PAYPAL_CLIENT_ID; without it the PayPal page says PayPal is not available).
 */
export function resolveCheckoutSettings(variables: BuildVariables): CheckoutSettings {
  const supabaseUrl = withoutTrailingSlash(
    variables.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL,
  );
  const local = isLocalBackendUrl(supabaseUrl);
  return {
    paypalClientId:
      variables.VITE_PAYPAL_CLIENT_ID?.trim() || (local ? LOCAL_PAYPAL_CLIENT_ID : ''),
    paypalSdkUrl:
      variables.VITE_PAYPAL_SDK_URL?.trim() || (local ? `${supabaseUrl}/_local/paypal/sdk/js` : ''),
    cardCheckoutUrl:
      variables.VITE_CARD_CHECKOUT_URL?.trim() ||
      (local ? `${supabaseUrl}/_local/card/checkout.js` : CARD_CHECKOUT_SCRIPT_URL),
  };
}

/** The resolved settings as Vite `define` entries: the app reads them as `import.meta.env`. */
export function checkoutDefines(variables: BuildVariables): Record<string, string> {
  const settings = resolveCheckoutSettings(variables);
  return {
    'import.meta.env.VITE_PAYPAL_CLIENT_ID': JSON.stringify(settings.paypalClientId),
    'import.meta.env.VITE_PAYPAL_SDK_URL': JSON.stringify(settings.paypalSdkUrl),
    'import.meta.env.VITE_CARD_CHECKOUT_URL': JSON.stringify(settings.cardCheckoutUrl),
  };
}
