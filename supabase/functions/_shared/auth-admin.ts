import { requireEnv, trimBase, type Env } from './env.ts';
import { fetchUpstream, httpError, isRecord, readProviderJson } from './http.ts';

const AUTH_UNAVAILABLE = 'Could not check your sign-in right now. Please try again.';

function authBase(env: Env): string {
  return `${trimBase(requireEnv(env, ['SUPABASE_URL']).SUPABASE_URL)}/auth/v1`;
}

/**
 * True when `password` is the account's, asked of Supabase Auth itself (a password sign-in),
 * false when Auth refuses it; anything else is a 502. The session a right password opens is
 * ended at once.
 */
export async function passwordIsRight(env: Env, email: string, password: string): Promise<boolean> {
  const { SUPABASE_ANON_KEY: anonKey } = requireEnv(env, ['SUPABASE_ANON_KEY']);
  const base = authBase(env);
  const response = await fetchUpstream(
    `${base}/token?grant_type=password`,
    {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    AUTH_UNAVAILABLE,
  );
  const body = await readProviderJson(response);
  if (response.status === 400 || response.status === 422) return false;
  if (!response.ok || !isRecord(body) || typeof body.access_token !== 'string') {
    console.error(`Auth answered ${response.status} to a password check`);
    throw httpError(502, AUTH_UNAVAILABLE);
  }
  const ended = await fetchUpstream(
    `${base}/logout?scope=local`,
    { method: 'POST', headers: { apikey: anonKey, authorization: `Bearer ${body.access_token}` } },
    AUTH_UNAVAILABLE,
  );
  await ended.body?.cancel();
  return true;
}

/** Removes the auth user (Auth's admin API, service role); the database cascades to its rows. */
export async function deleteAuthUser(env: Env, userId: string): Promise<void> {
  const { SUPABASE_SERVICE_ROLE_KEY: key } = requireEnv(env, ['SUPABASE_SERVICE_ROLE_KEY']);
  const response = await fetchUpstream(
    `${authBase(env)}/admin/users/${encodeURIComponent(userId)}`,
    {
      method: 'DELETE',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ should_soft_delete: false }),
    },
    'Your account could not be deleted right now. Please try again.',
  );
  await response.body?.cancel();
  if (!response.ok && response.status !== 404) {
    console.error(`Auth answered ${response.status} to deleting a user`);
    throw httpError(502, 'Your account could not be deleted right now. Please try again.');
  }
}
