import { bearerToken, verifyJwt } from '../jwt';
import { authOk, type AuthRequest } from './context';
import { authErrors, AuthError } from './errors';
import { userJson } from './user-json';
import { findUserById } from './users';

const ADMIN_USER_PATH =
  /^\/admin\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The user id of an `/admin/users/<id>` path, or undefined for any other path. */
export function adminUserId(subpath: string): string | undefined {
  return ADMIN_USER_PATH.exec(subpath)?.[1];
}

/** GoTrue's admin endpoints take only the service role's key as the bearer token. */
function requireServiceRole(auth: AuthRequest): void {
  const token = bearerToken(auth.request.headers.get('authorization'));
  if (!token) throw authErrors.noAuthorization();
  const verified = verifyJwt(token, auth.deps.config.jwtSecret);
  if (!verified.ok) throw authErrors.badJwt('unable to parse or verify signature');
  if (verified.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/**
 * DELETE /admin/users/<id>: removes the auth user; the database removes every row that
 * references it (`on delete cascade`) and detaches the rows kept by law (`on delete set null`).
 */
export async function deleteAdminUser(auth: AuthRequest, userId: string): Promise<Response> {
  requireServiceRole(auth);
  const removed = await auth.deps.db.admin(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return undefined;
    await tx.query('delete from auth.users where id = $1', [userId]);
    return user;
  });
  if (!removed) throw new AuthError(404, 'user_not_found', 'User not found');
  return authOk(auth, userJson(removed));
}
