import { isPlainObject } from '../http/json';
import type { MailInput } from '../mail/message';
import { assertSessionExists, readCaller } from './access-token';
import { authOk, readBodyObject, type AuthRequest } from './context';
import { hashPassword, passwordMatches, requireEmail, requireStrongPassword } from './credentials';
import { prepareLinkEmail } from './email-links';
import { authErrors } from './errors';
import { allowedRedirect } from './redirects';
import { endSessions } from './sessions';
import { userJson } from './user-json';
import { findUserByEmail, findUserById, updateUser, type UserUpdate } from './users';

/** GoTrue's metadata update: keys are merged in, a null value removes its key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** GET /user: the signed-in user. */
export async function getUser(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const caller = readCaller(auth.request, config);
  // Hosted Auth looks the user up before the session: a deleted account's still valid token
  // gets user_not_found, which tells the app the account is gone, not merely signed out.
  const user = await db.admin(async (tx) => {
    const found = await findUserById(tx, caller.userId);
    if (found) await assertSessionExists(tx, caller);
    return found;
  });
  if (!user) throw authErrors.userNotFound();
  return authOk(auth, userJson(user));
}

/**
 * PUT /user: metadata (merged), password (other sessions end), email (a confirmation link
 * goes to the new address; the change happens when it is followed).
 */
export async function putUser(auth: AuthRequest): Promise<Response> {
  const { config, db, sendMail } = auth.deps;
  const caller = readCaller(auth.request, config);
  const body = await readBodyObject(auth.request);
  if (body.data !== undefined && body.data !== null && !isPlainObject(body.data)) {
    throw authErrors.validation('data must be a JSON object');
  }
  const data = isPlainObject(body.data) ? body.data : undefined;
  const newPassword =
    body.password === undefined || body.password === null
      ? undefined
      : requireStrongPassword(body.password, config.passwordPolicy);
  const newEmail =
    body.email === undefined || body.email === null || body.email === ''
      ? undefined
      : requireEmail(body.email, 'Update user');
  const redirectTo = allowedRedirect(auth.url.searchParams.get('redirect_to'), config.appUrl);

  const current = await db.admin(async (tx) => {
    await assertSessionExists(tx, caller);
    return findUserById(tx, caller.userId);
  });
  if (!current) throw authErrors.userNotFound();
  let passwordHash: string | undefined;
  if (newPassword !== undefined) {
    if (await passwordMatches(newPassword, current.encrypted_password)) {
      throw authErrors.samePassword();
    }
    passwordHash = await hashPassword(newPassword, config.bcryptCost);
  }

  const { user, mail } = await db.admin(async (tx) => {
    const fresh = await findUserById(tx, caller.userId);
    if (!fresh) throw authErrors.userNotFound();
    const update: UserUpdate = {};
    let mail: MailInput | undefined;
    if (data) update.raw_user_meta_data = mergeMetadata(fresh.raw_user_meta_data, data);
    if (passwordHash) {
      update.encrypted_password = passwordHash;
      await endSessions(tx, fresh.id, caller.sessionId, 'others');
    }
    if (newEmail !== undefined && newEmail !== fresh.email) {
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== fresh.id) throw authErrors.emailExists();
      update.email_change = newEmail;
      update.email_change_sent_at = new Date();
      mail = await prepareLinkEmail(tx, config, {
        userId: fresh.id,
        type: 'email_change',
        to: newEmail,
        relatesTo: newEmail,
        redirectTo,
      });
    }
    const user = Object.keys(update).length > 0 ? await updateUser(tx, fresh.id, update) : fresh;
    return { user, mail };
  });
  if (mail) await sendMail(mail);
  return authOk(auth, userJson(user));
}
