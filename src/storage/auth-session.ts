/**
 * The session supabase-js keeps in localStorage under `sb-<first label of the URL's hostname>-
 * auth-token`, as far as the app reads it (supabase-js writes it).
 */

/** supabase-js's storage key for a project at `supabaseUrl`. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** What the app reads of a kept session: that it can be refreshed, and whose it is. */
export interface KeptSession {
  refreshToken: string;
  /** The Auth user as supabase-js stored it; `id` is checked, the rest is as stored. */
  user: { id: string } & Record<string, unknown>;
}

/** A session with a refresh token and a user, or null for anything else. */
export function parseKeptSession(value: unknown): KeptSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { refresh_token: refreshToken, user } = value as {
    refresh_token?: unknown;
    user?: unknown;
  };
  if (typeof refreshToken !== 'string' || !refreshToken) return null;
  if (typeof user !== 'object' || user === null) return null;
  if (typeof (user as { id?: unknown }).id !== 'string') return null;
  return { refreshToken, user: user as KeptSession['user'] };
}
