import { randomBytes } from 'node:crypto';
import type { Transaction } from '../db/database';
import { mintAccessToken } from './access-token';
import type { AuthConfig } from './config';
import { userJson } from './user-json';
import type { UserRow } from './users';

export interface SessionHandle {
  sessionId: string;
  refreshToken: string;
  signedInAt: Date;
}

function newRefreshToken(): string {
  return randomBytes(18).toString('base64url');
}

/** A new session for the user with its first refresh token; stamps last_sign_in_at. */
export async function startSession(tx: Transaction, userId: string): Promise<SessionHandle> {
  const session = await tx.query<{ id: string; created_at: Date }>(
    'insert into auth.sessions (user_id) values ($1) returning id, created_at',
    [userId],
  );
  const { id: sessionId, created_at: signedInAt } = session.rows[0] as {
    id: string;
    created_at: Date;
  };
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  return { sessionId, refreshToken, signedInAt };
}

export type RotationResult =
  | { kind: 'rotated'; userId: string; session: SessionHandle }
  | { kind: 'not-found' }
  | { kind: 'already-used' };

interface TokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  revoked_for_seconds: number;
  session_created_at: Date;
}

/**
 * Exchanges a refresh token for a new one (rotation). A revoked token used again within the
 * reuse interval gets the token that replaced it (concurrent refreshes); later, reuse ends
 * the whole session, as GoTrue's reuse detection does.
 */
export async function rotateRefreshToken(
  tx: Transaction,
  token: string,
  reuseSeconds: number,
): Promise<RotationResult> {
  const found = await tx.query<TokenRow>(
    `select rt.token, rt.user_id, rt.session_id, rt.revoked,
       extract(epoch from now() - rt.updated_at)::float8 as revoked_for_seconds,
       s.created_at as session_created_at
     from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
     where rt.token = $1`,
    [token],
  );
  const row = found.rows[0];
  if (!row) return { kind: 'not-found' };
  const handle = (refreshToken: string): RotationResult => ({
    kind: 'rotated',
    userId: row.user_id,
    session: { sessionId: row.session_id, refreshToken, signedInAt: row.session_created_at },
  });

  if (row.revoked) {
    if (row.revoked_for_seconds < reuseSeconds) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
         where parent = $1 and session_id = $2 and not revoked order by id desc limit 1`,
        [token, row.session_id],
      );
      if (child.rows[0]) return handle(child.rows[0].token);
    }
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { kind: 'already-used' };
  }

  const next = newRefreshToken();
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [token],
  );
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, row.user_id, row.session_id, token],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return handle(next);
}

/** The Session object of GoTrue's API. */
export function sessionJson(
  config: AuthConfig,
  user: UserRow,
  session: SessionHandle,
): Record<string, unknown> {
  const { accessToken, expiresAt } = mintAccessToken(
    config,
    user,
    session.sessionId,
    session.signedInAt,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}

export type SignOutScope = 'global' | 'local' | 'others';

export async function endSessions(
  tx: Transaction,
  userId: string,
  sessionId: string | undefined,
  scope: SignOutScope,
): Promise<void> {
  if (scope === 'global') {
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1 and user_id = $2', [
      sessionId ?? null,
      userId,
    ]);
  } else {
    await tx.query(
      'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid',
      [userId, sessionId ?? null],
    );
  }
}
