import { findCaller } from '../../_shared/auth.ts';
import { contactMail } from '../../_shared/contact-mail.ts';
import { httpError, isRecord, readJsonBody } from '../../_shared/http.ts';
import { mailConfig, sendMail } from '../../_shared/mail-client.ts';
import { checkContactLimits, clientIp } from '../../_shared/rate-limit.ts';
import { contactSchema, firstIssue } from '../../_shared/schemas.ts';
import { createAdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

const NOT_DELIVERED =
  'Your message was saved but could not be delivered right now. We will send it on as soon as we can.';

/** A honeypot field people never see: anything in it means a robot filled the form. */
function isFilledHoneypot(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** POST /api/contact: visitors and signed-in users; stored, rate limited, mailed to support. */
export async function postContact(c: AppContext): Promise<Response> {
  const body = await readJsonBody(c.req.raw);
  if (!isRecord(body)) {
    throw httpError(400, 'The request body must be a JSON object.', { field: '' });
  }
  if (isFilledHoneypot(body.website)) return c.json({ ok: true });

  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw httpError(400, issue.error, { field: issue.field });
  }
  const message = parsed.data;
  const mail = mailConfig(c.env);
  const rest = createAdminRest(c.env);
  const ip = clientIp(c.req.raw);

  const decision = await checkContactLimits(rest, { email: message.email, ip });
  if (decision.limited) {
    return c.json(
      {
        error: 'You have sent several messages recently. Please try again later.',
        retryAfterSeconds: decision.retryAfterSeconds,
      },
      429,
      { 'Retry-After': String(decision.retryAfterSeconds) },
    );
  }

  const caller = await findCaller(c.req.raw, c.env);
  const stored = await rest.insert<{ id: string }>(
    'contact_messages',
    { ...message, ip, user_id: caller?.id ?? null, mail_status: 'pending' },
    'id',
  );

  const delivered = await sendMail(mail, contactMail(message, mail.supportEmail));
  await rest.update(
    'contact_messages',
    { id: `eq.${stored.id}` },
    { mail_status: delivered ? 'sent' : 'failed' },
  );
  if (!delivered) return c.json({ error: NOT_DELIVERED }, 502);
  return c.json({ ok: true });
}
