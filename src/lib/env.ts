/**
 * Where the backend lives. With nothing configured the app talks to the embedded
 * backend of `npm start` (supabase/local); set VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY at build time to use a hosted Supabase project.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** The fixed development anon key of the embedded backend (never valid in production). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** True when the build talks to an embedded backend on this machine and its provider stand-ins. */
export const USES_LOCAL_BACKEND = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(SUPABASE_URL);

/** `{api}` of the specification: the `api` edge function. */
export const API_BASE = `${SUPABASE_URL}/functions/v1/api`;
