import { verifyJwt, type JwtClaims } from '../jwt';
import { jsonResponse } from './json';

export type KeyRole = 'anon' | 'service_role';

export type ApiKeyCheck =
  { ok: true; key: string; role: KeyRole; claims: JwtClaims } | { ok: false; response: Response };

/**
 * The gateway's key check in front of /auth/v1 and /rest/v1: an `apikey` header (or query
 * parameter) holding the project's anon or service-role key.
 */
export function checkApiKey(request: Request, jwtSecret: string): ApiKeyCheck {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!key) {
    return { ok: false, response: jsonResponse(401, { message: 'No API key found in request' }) };
  }
  const verified = verifyJwt(key, jwtSecret);
  const role = verified.ok ? verified.claims.role : undefined;
  if (!verified.ok || (role !== 'anon' && role !== 'service_role')) {
    return {
      ok: false,
      response: jsonResponse(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      }),
    };
  }
  return { ok: true, key, role, claims: verified.claims };
}
