/**
 * The user of a session supabase-js kept while it could not refresh the access token (no
 * connection): offline, that parent is still the one using the app, with their progress and
 * downloaded volumes.
 */
import type { User } from '@supabase/supabase-js';
import { SUPABASE_URL } from '@/lib/env';
import { authStorageKey } from './session-hint';

/** Where supabase-js keeps the session (its default key, set explicitly on the client). */
export const AUTH_STORAGE_KEY = authStorageKey(SUPABASE_URL);

/**
 * The user of the session stored under `key`, or null when there is none. supabase-js removes
 * a session it knows to be dead (refused refresh token, sign-out) and keeps one it could not
 * refresh for want of a connection, so a stored session with a refresh token means the parent
 * never signed out.
 */
export function keptSessionUser(
  storage: Pick<Storage, 'getItem'>,
  key: string = AUTH_STORAGE_KEY,
): User | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { refresh_token: refreshToken, user } = value as {
      refresh_token?: unknown;
      user?: unknown;
    };
    if (typeof refreshToken !== 'string' || !refreshToken) return null;
    if (typeof user !== 'object' || user === null) return null;
    return typeof (user as { id?: unknown }).id === 'string' ? (user as User) : null;
  } catch {
    return null;
  }
}
