import type { Transaction } from '../db/database';
import type { MailInput } from '../mail/message';
import { readCaller } from './access-token';
import type { AuthConfig } from './config';
import { authOk, optionalString, readBodyObject, type AuthRequest } from './context';
import { requireEmail } from './credentials';
import { prepareLinkEmail } from './email-links';
import { authErrors, versionHeaders } from './errors';
import { consumeOneTimeToken, type EmailLinkType } from './one-time-tokens';
import { allowedRedirect, withFragment } from './redirects';
import { endSessions, sessionJson, startSession, type SignOutScope } from './sessions';
import { findUserByEmail, findUserById, updateUser, type UserRow } from './users';

/** POST /resend {email, type: 'signup' | 'email_change'}: the link again. 200 {} whatever the email. */
export async function resend(auth: AuthRequest): Promise<Response> {
  const { config, db, sendMail } = auth.deps;
  const body = await readBodyObject(auth.request);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') {
    throw authErrors.validation('Missing one of these types: signup, email_change');
  }
  const email = requireEmail(body.email, 'Resend');
  const redirectTo = allowedRedirect(auth.url.searchParams.get('redirect_to'), config.appUrl);
  const mail = await db.admin(async (tx): Promise<MailInput | undefined> => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return undefined;
      await updateUser(tx, user.id, { confirmation_sent_at: new Date() });
      return prepareLinkEmail(tx, config, {
        userId: user.id,
        type,
        to: user.email,
        relatesTo: user.email,
        redirectTo,
      });
    }
    const pending = await tx.query<{ id: string; email_change: string }>(
      `select id, email_change from auth.users
       where (lower(email) = $1 or lower(email_change) = $1) and email_change is not null`,
      [email],
    );
    const user = pending.rows[0];
    if (!user) return undefined;
    await updateUser(tx, user.id, { email_change_sent_at: new Date() });
    return prepareLinkEmail(tx, config, {
      userId: user.id,
      type,
      to: user.email_change,
      relatesTo: user.email_change,
      redirectTo,
    });
  });
  if (mail) await sendMail(mail);
  return authOk(auth, {});
}

/** POST /recover {email}: a password reset link; 200 {} even for an unknown email. */
export async function recover(auth: AuthRequest): Promise<Response> {
  const { config, db, sendMail } = auth.deps;
  const body = await readBodyObject(auth.request);
  const email = requireEmail(body.email, 'Password recovery');
  const redirectTo = allowedRedirect(auth.url.searchParams.get('redirect_to'), config.appUrl);
  const mail = await db.admin(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    await updateUser(tx, user.id, { recovery_sent_at: new Date() });
    return prepareLinkEmail(tx, config, {
      userId: user.id,
      type: 'recovery',
      to: user.email,
      relatesTo: user.email,
      redirectTo,
    });
  });
  if (mail) await sendMail(mail);
  return authOk(auth, {});
}

type VerifyOutcome = { ok: true; session: Record<string, unknown> } | { ok: false };

/** Uses an email link's token: confirms the email, or applies the email change; then signs in. */
async function verifyToken(
  tx: Transaction,
  config: AuthConfig,
  token: string,
  type: EmailLinkType,
): Promise<VerifyOutcome> {
  const consumed = await consumeOneTimeToken(tx, token, type, config.emailLinkSeconds);
  if (!consumed) return { ok: false };
  const user = await findUserById(tx, consumed.userId);
  if (!user) return { ok: false };
  let verified: UserRow = user;
  if (type === 'signup' || type === 'recovery') {
    // Following a link sent to the address proves the address, as in GoTrue.
    if (!user.email_confirmed_at) {
      verified = await updateUser(tx, user.id, { email_confirmed_at: new Date() });
    }
  } else {
    if (user.email_change !== consumed.relatesTo) return { ok: false };
    const owner = await findUserByEmail(tx, consumed.relatesTo);
    if (owner && owner.id !== user.id) return { ok: false };
    verified = await updateUser(tx, user.id, {
      email: consumed.relatesTo,
      email_change: null,
      email_change_sent_at: null,
      email_confirmed_at: new Date(),
    });
  }
  const handle = await startSession(tx, verified.id);
  const signedIn = (await findUserById(tx, verified.id)) ?? verified;
  return { ok: true, session: sessionJson(config, signedIn, handle) };
}

function linkType(value: string | null | undefined): EmailLinkType | undefined {
  if (value === 'signup' || value === 'email') return 'signup';
  if (value === 'recovery' || value === 'email_change') return value;
  return undefined;
}

const LINK_ERROR = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

/**
 * GET /verify?token&type&redirect_to: the target of every email link. 303 to redirect_to with
 * the session (or the error) in the URL fragment, as the implicit flow of supabase-js reads it.
 */
export async function verifyLinkRedirect(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const params = auth.url.searchParams;
  const redirectTo = allowedRedirect(params.get('redirect_to'), config.appUrl);
  const token = params.get('token');
  const type = linkType(params.get('type'));
  const outcome =
    token && type ? await db.admin((tx) => verifyToken(tx, config, token, type)) : { ok: false };
  const fragment: Record<string, string> =
    outcome.ok && 'session' in outcome && type
      ? {
          access_token: String(outcome.session.access_token),
          expires_at: String(outcome.session.expires_at),
          expires_in: String(outcome.session.expires_in),
          refresh_token: String(outcome.session.refresh_token),
          token_type: 'bearer',
          type,
        }
      : LINK_ERROR;
  return new Response(null, {
    status: 303,
    headers: { location: withFragment(redirectTo, fragment), 'cache-control': 'no-store' },
  });
}

/** POST /verify {type, token_hash}: the same check as a link, answered with the session. */
export async function verifyOtp(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const body = await readBodyObject(auth.request);
  const type = linkType(optionalString(body.type));
  const token = optionalString(body.token_hash) ?? optionalString(body.token);
  if (!type) throw authErrors.validation('Verify requires a verification type');
  if (!token) throw authErrors.validation('Verify requires a token or a token_hash');
  const outcome = await db.admin((tx) => verifyToken(tx, config, token, type));
  if (!outcome.ok) throw authErrors.otpExpired();
  return authOk(auth, outcome.session);
}

function signOutScope(value: string | null): SignOutScope {
  if (value === 'local' || value === 'others') return value;
  return 'global';
}

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them). */
export async function logout(auth: AuthRequest): Promise<Response> {
  const { config, db } = auth.deps;
  const caller = readCaller(auth.request, config);
  const scope = signOutScope(auth.url.searchParams.get('scope'));
  await db.admin((tx) => endSessions(tx, caller.userId, caller.sessionId, scope));
  return new Response(null, { status: 204, headers: versionHeaders(auth.request) });
}
