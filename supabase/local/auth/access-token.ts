import { bearerToken, signJwt, verifyJwt, type JwtClaims } from '../jwt';
import type { Transaction } from '../db/database';
import type { AuthConfig } from './config';
import { authErrors } from './errors';
import { appMetadata } from './user-json';
import type { UserRow } from './users';

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: number;
}

/** An access token with the claims hosted Supabase Auth mints. */
export function mintAccessToken(
  config: AuthConfig,
  user: UserRow,
  sessionId: string,
  signedInAt: Date,
): IssuedAccessToken {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + config.accessTokenSeconds;
  const claims: JwtClaims = {
    iss: `${config.publicUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email,
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return { accessToken: signJwt(claims, config.jwtSecret), expiresAt };
}

export interface Caller {
  claims: JwtClaims;
  userId: string;
  sessionId: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in caller of a user endpoint, from `Authorization: Bearer <access token>`. */
export function readCaller(request: Request, config: AuthConfig): Caller {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token) throw authErrors.noAuthorization();
  const verified = verifyJwt(token, config.jwtSecret);
  if (!verified.ok) {
    const detail = {
      expired: 'token has invalid claims: token is expired',
      'not-yet-valid': 'token has invalid claims: token is not valid yet',
      signature: 'signature is invalid',
      malformed: verified.detail,
      algorithm: verified.detail,
    }[verified.reason];
    throw authErrors.badJwt(`unable to parse or verify signature, ${detail}`);
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== 'string' || !UUID.test(sub)) {
    throw authErrors.badJwt('invalid claim: missing sub claim');
  }
  return {
    claims: verified.claims,
    userId: sub,
    sessionId: typeof sessionId === 'string' && UUID.test(sessionId) ? sessionId : undefined,
  };
}

/** Fails with session_not_found when the token's session was signed out. */
export async function assertSessionExists(tx: Transaction, caller: Caller): Promise<void> {
  if (!caller.sessionId) return;
  const result = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    caller.sessionId,
    caller.userId,
  ]);
  if (result.rows.length === 0) throw authErrors.sessionNotFound();
}
