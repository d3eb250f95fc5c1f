import { randomUUID } from 'node:crypto';
import { isPlainObject } from '../http/json';
import { authOk, readBodyObject, type AuthRequest } from './context';
import { hashPassword, requireEmail, requireStrongPassword } from './credentials';
import { prepareLinkEmail } from './email-links';
import { authErrors } from './errors';
import { allowedRedirect } from './redirects';
import { sessionJson, startSession } from './sessions';
import { findUserByEmail, insertUser, updateUser } from './users';

/**
 * POST /signup. Unverified sign-ins are allowed (GoTrue's
 * MAILER_ALLOW_UNVERIFIED_EMAIL_SIGN_INS): the new account gets a session at once, while
 * email_confirmed_at stays null until the link of the confirmation email is followed.
 */
export async function signUp(auth: AuthRequest): Promise<Response> {
  const { config, db, sendMail } = auth.deps;
  const body = await readBodyObject(auth.request);
  const email = requireEmail(body.email, 'Signup');
  const password = requireStrongPassword(body.password, config.passwordPolicy);
  const metadata = isPlainObject(body.data) ? body.data : {};
  const redirectTo = allowedRedirect(auth.url.searchParams.get('redirect_to'), config.appUrl);
  const passwordHash = await hashPassword(password, config.bcryptCost);

  const { session, mail } = await db.admin(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.userAlreadyExists();
    const created = await insertUser(tx, {
      id: randomUUID(),
      email,
      passwordHash,
      userMetadata: metadata,
    });
    const mail = await prepareLinkEmail(tx, config, {
      userId: created.id,
      type: 'signup',
      to: created.email,
      relatesTo: created.email,
      redirectTo,
    });
    const handle = await startSession(tx, created.id);
    const user = await updateUser(tx, created.id, { confirmation_sent_at: new Date() });
    return { session: sessionJson(config, user, handle), mail };
  });
  await sendMail(mail);
  return authOk(auth, session);
}
