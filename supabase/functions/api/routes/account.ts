import { deleteAuthUser, passwordIsRight } from '../../_shared/auth-admin.ts';
import { accountDeletedMail } from '../../_shared/account-deletion-mail.ts';
import { findCaller } from '../../_shared/auth.ts';
import { httpError, isRecord, readJsonBody } from '../../_shared/http.ts';
import { mailConfig, sendMail } from '../../_shared/mail-client.ts';
import { createAdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/** Longer than any password Auth accepts; the check is refused before Auth is asked. */
const MAX_PASSWORD_LENGTH = 1000;

function passwordOf(body: unknown): string {
  const password = isRecord(body) ? body.password : undefined;
  if (typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD_LENGTH) {
    throw httpError(400, 'Please enter your password.', { code: 'password_required' });
  }
  return password;
}

/**
 * POST /api/account/delete: deletes the caller's account after checking the password with Auth
 * (never trusting the browser): the rows that are the caller's, then the auth user, whose
 * removal cascades to the profile, children, results and worksheet emails. Paid orders stay,
 * detached (tax law). A confirmation mail goes to the account's address.
 */
export async function postAccountDeletion(c: AppContext): Promise<Response> {
  const caller = await findCaller(c.req.raw, c.env);
  if (!caller) {
    throw httpError(401, 'Please sign in to delete your account.', { code: 'not_signed_in' });
  }
  const password = passwordOf(await readJsonBody(c.req.raw));
  if (!caller.email) {
    throw httpError(409, 'This account has no email address to check the password against.');
  }
  const mail = mailConfig(c.env);
  if (!(await passwordIsRight(c.env, caller.email, password))) {
    throw httpError(403, 'That password is not right. Nothing was deleted.', {
      code: 'wrong_password',
    });
  }

  const rest = createAdminRest(c.env);
  const owner = { user_id: `eq.${caller.id}` };
  await rest.remove('contact_messages', owner);
  await rest.remove('payments', { ...owner, status: 'neq.paid' });
  await deleteAuthUser(c.env, caller.id);

  const mailed = await sendMail(mail, accountDeletedMail(caller.email, mail.supportEmail));
  return c.json({ deleted: true, mailed });
}
