import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/env';
import { announceClient } from './client-ready';
import { AUTH_STORAGE_KEY } from './kept-session';

/** The one Supabase client of the app. Loaded lazily so supabase-js stays off the first paint. */
export const supabase: SupabaseClient = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storageKey: AUTH_STORAGE_KEY,
  },
});

announceClient(supabase);
