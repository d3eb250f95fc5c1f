import { isLocalBackendUrl, LOCAL_SUPABASE_URL } from './build-env';

/**
 * Where the backend lives. With nothing configured the app talks to the embedded
 * backend of `npm start` (supabase/local); set VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY at build time to use a hosted Supabase project.
 */
export { LOCAL_SUPABASE_URL };

/** The fixed development anon key of the embedded backend (never valid in production). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** True when the build talks to an embedded backend on this machine and its provider stand-ins. */
export const USES_LOCAL_BACKEND = isLocalBackendUrl(SUPABASE_URL);

/** `{api}` of the specification: the `api` edge function. */
export const API_BASE = `${SUPABASE_URL}/functions/v1/api`;

/**
 * The checkout settings, resolved by vite.config.ts at build time (src/lib/build-env.ts): the
 * embedded backend's stand-ins locally, the real providers for a hosted project. Empty when
 * not set (PayPal's client id) or outside a Vite build (unit tests).
 */
export const PAYPAL_CLIENT_ID: string = import.meta.env.VITE_PAYPAL_CLIENT_ID ?? '';
export const PAYPAL_SDK_URL: string = import.meta.env.VITE_PAYPAL_SDK_URL ?? '';
export const CARD_CHECKOUT_URL: string = import.meta.env.VITE_CARD_CHECKOUT_URL ?? '';
