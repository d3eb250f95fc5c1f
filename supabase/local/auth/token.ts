import { authOk, readBodyObject, optionalString, type AuthRequest } from './context';
import { passwordMatches, requireEmail } from './credentials';
import { authErrors } from './errors';
import { rotateRefreshToken, sessionJson, startSession } from './sessions';
import { findUserByEmail, findUserById } from './users';

async function passwordGrant(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const body = await readBodyObject(auth.request);
  if (typeof body.password !== 'string' || body.password === '') {
    throw authErrors.invalidCredentials();
  }
  const email = requireEmail(body.email, 'Sign in');
  const found = await db.admin((tx) => findUserByEmail(tx, email));
  // Compare outside any transaction: bcrypt is slow and the database is one session.
  const matches = await passwordMatches(body.password, found?.encrypted_password ?? null);
  if (!found || !matches) throw authErrors.invalidCredentials();

  const session = await db.admin(async (tx) => {
    const handle = await startSession(tx, found.id);
    const user = await findUserById(tx, found.id);
    if (!user) throw authErrors.invalidCredentials();
    return sessionJson(config, user, handle);
  });
  return authOk(auth, session);
}

async function refreshTokenGrant(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const body = await readBodyObject(auth.request);
  const token = optionalString(body.refresh_token);
  if (!token) throw authErrors.refreshTokenNotFound();
  const session = await db.admin(async (tx) => {
    const result = await rotateRefreshToken(tx, token, config.refreshTokenReuseSeconds);
    if (result.kind === 'not-found') throw authErrors.refreshTokenNotFound();
    if (result.kind === 'already-used') return { error: authErrors.refreshTokenAlreadyUsed() };
    const user = await findUserById(tx, result.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    return { session: sessionJson(config, user, result.session) };
  });
  // Reuse detection ends the session; that must be committed, so the error is thrown after.
  if ('error' in session) throw session.error;
  return authOk(auth, session.session);
}

/** POST /token?grant_type=password|refresh_token */
export function token(auth: AuthRequest): Promise<Response> {
  const grant = auth.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(auth);
  if (grant === 'refresh_token') return refreshTokenGrant(auth);
  throw authErrors.unsupportedGrant();
}
