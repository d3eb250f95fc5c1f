import type { ApiRole, RoleContext } from '../db/database';
import { bearerToken, verifyJwt, type JwtClaims } from '../jwt';
import { RestError } from './errors';

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

function jwtError(code: string, message: string): RestError {
  return new RestError(401, code, message);
}

/**
 * The database role of a REST request, as PostgREST picks it: the `role` claim of the bearer
 * token (a user's access token, or the anon or service key), else the apikey's role.
 */
export function restRole(
  request: Request,
  apiKeyClaims: JwtClaims,
  jwtSecret: string,
): RoleContext {
  const token = bearerToken(request.headers.get('authorization'));
  let claims = apiKeyClaims;
  if (token) {
    const verified = verifyJwt(token, jwtSecret);
    if (!verified.ok) {
      if (verified.reason === 'expired' || verified.reason === 'not-yet-valid') {
        throw jwtError('PGRST303', verified.detail);
      }
      if (verified.reason === 'malformed') throw jwtError('PGRST301', verified.detail);
      throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
    }
    claims = verified.claims;
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !ROLES.has(role)) {
    throw new RestError(401, 'PGRST301', `JWT role "${String(role)}" is not allowed`);
  }
  return { role: role as ApiRole, claims };
}
