import { requireEnv, trimBase, type Env } from './env.ts';
import { fetchUpstream, httpError, isRecord, readProviderJson } from './http.ts';

/** The signed-in user behind a request, as Supabase Auth reports it. */
export interface Caller {
  id: string;
  email: string | null;
  /** When the account's email address was verified (ISO 8601); null while it is not. */
  emailConfirmedAt: string | null;
}

function bearerToken(header: string | null): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/** The `role` claim of a JWT, read without verification (only to skip calls that cannot succeed). */
function unverifiedRole(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(
      atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
    ) as unknown;
    return isRecord(claims) && typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The caller's user, verified by Supabase Auth (`GET /auth/v1/user` with the caller's access
 * token), or null for a visitor (no token, the anon key, or a token Auth refuses). The user id
 * is never taken from anything else the browser sends.
 */
export async function findCaller(request: Request, env: Env): Promise<Caller | null> {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token || unverifiedRole(token) !== 'authenticated') return null;
  const config = requireEnv(env, ['SUPABASE_URL', 'SUPABASE_ANON_KEY']);
  const response = await fetchUpstream(
    `${trimBase(config.SUPABASE_URL)}/auth/v1/user`,
    { headers: { apikey: config.SUPABASE_ANON_KEY, authorization: `Bearer ${token}` } },
    'Could not check your sign-in right now. Please try again.',
  );
  const body = await readProviderJson(response);
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok || !isRecord(body) || typeof body.id !== 'string') {
    console.error(`Auth answered ${response.status} to a user lookup`);
    throw httpError(502, 'Could not check your sign-in right now. Please try again.');
  }
  return {
    id: body.id,
    email: typeof body.email === 'string' ? body.email : null,
    emailConfirmedAt: typeof body.email_confirmed_at === 'string' ? body.email_confirmed_at : null,
  };
}

/** The signed-in caller, or a 401. */
export async function requireCaller(request: Request, env: Env): Promise<Caller> {
  const caller = await findCaller(request, env);
  if (!caller) throw httpError(401, 'Please sign in to continue.');
  return caller;
}
