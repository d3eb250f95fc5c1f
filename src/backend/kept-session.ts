/**
 * The user of a session supabase-js kept while it could not refresh the access token (no
 * connection): offline, that parent is still the one using the app, with their progress and
 * downloaded volumes.
 */
import type { User } from '@supabase/supabase-js';
import { SUPABASE_SESSION, readStored } from '@/storage';

/** Where supabase-js keeps the session (its default key, set explicitly on the client). */
export const AUTH_STORAGE_KEY = SUPABASE_SESSION.name;

/**
 * The user of the stored session, or null when there is none. supabase-js removes a session it
 * knows to be dead (refused refresh token, sign-out) and keeps one it could not refresh for want
 * of a connection, so a stored session with a refresh token means the parent never signed out.
 */
export function keptSessionUser(): User | null {
  return (readStored(SUPABASE_SESSION)?.user as User | undefined) ?? null;
}
