import { findCaller } from '../../_shared/auth.ts';
import { httpError, readJsonBody } from '../../_shared/http.ts';
import { mailConfig, sendMail } from '../../_shared/mail-client.ts';
import { createAdminRest } from '../../_shared/supabase-admin.ts';
import { checkWorksheetEmail } from '../../_shared/worksheet-email-request.ts';
import {
  TOO_LARGE_MESSAGE,
  WORKSHEET_EMAIL_LIMITS,
  WORKSHEET_EMAIL_MAX_BODY_BYTES,
  worksheetMail,
} from '../../_shared/worksheet-mail.ts';
import type { AppContext } from '../context.ts';

interface Claim {
  allowed: boolean;
  retry_after_seconds: number;
  email_id: string | null;
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/**
 * POST /api/worksheets/email: mails worksheet PDFs to the caller's own verified address (never
 * one from the body). Only for a signed-in parent with an active subscription and a verified
 * email; at most 10 emails an hour per account and 5 MB of PDFs per email.
 */
export async function postWorksheetEmail(c: AppContext): Promise<Response> {
  const caller = await findCaller(c.req.raw, c.env);
  if (!caller) {
    throw httpError(401, 'Please sign in to email worksheets.', { code: 'not_signed_in' });
  }
  const rest = createAdminRest(c.env);
  const subscribed = await rest.rpc<boolean>('has_active_subscription', { uid: caller.id });
  if (subscribed !== true) {
    throw httpError(403, 'Emailing worksheets comes with a subscription.', {
      code: 'subscription_required',
    });
  }
  if (!caller.email || !caller.emailConfirmedAt) {
    throw httpError(
      403,
      'Please verify your email address first: open the link we sent you, or send a new one from your profile.',
      { code: 'email_not_verified' },
    );
  }

  const body = await readJsonBody(c.req.raw, {
    bytes: WORKSHEET_EMAIL_MAX_BODY_BYTES,
    message: TOO_LARGE_MESSAGE,
    code: 'too_large',
  });
  const request = checkWorksheetEmail(body);
  const mail = mailConfig(c.env);

  const [claim] = await rest.rpc<Claim[]>('claim_worksheet_email', {
    p_user_id: caller.id,
    p_attachments: request.attachments.length,
    p_bytes: request.bytes,
  });
  if (!claim?.allowed || !claim.email_id) {
    const retryAfterSeconds = Math.max(1, claim?.retry_after_seconds ?? 3600);
    return c.json(
      {
        error: `You can email up to ${WORKSHEET_EMAIL_LIMITS.perHour} worksheets an hour. Please try again in ${minutes(retryAfterSeconds)}.`,
        code: 'rate_limited',
        retryAfterSeconds,
      },
      429,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  const delivered = await sendMail(mail, worksheetMail(request, caller.email, c.env.APP_URL));
  await rest.update(
    'worksheet_emails',
    { id: `eq.${claim.email_id}` },
    { mail_status: delivered ? 'sent' : 'failed' },
  );
  if (!delivered) {
    return c.json(
      {
        error: 'We could not send the email right now. Please try again in a few minutes.',
        code: 'mail_failed',
      },
      502,
    );
  }
  return c.json({ ok: true, sentTo: caller.email });
}
