import { findCaller } from '../../_shared/auth.ts';
import { contactAcknowledgementMail, contactMail } from '../../_shared/contact-mail.ts';
import { httpError, isRecord, readJsonBody } from '../../_shared/http.ts';
import { mailConfig, sendMail, type MailConfig } from '../../_shared/mail-client.ts';
import { checkContactLimits, clientIp } from '../../_shared/rate-limit.ts';
import { contactSchema, firstIssue, type ContactMessage } from '../../_shared/schemas.ts';
import { createAdminRest, RestError, type AdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

const NOT_DELIVERED =
  'Your message was saved but could not be delivered right now. Please try again in a few minutes.';
const BEING_SENT = 'Your message is being sent right now. Please check again in a moment.';

/**
 * A retry of a message whose last mail attempt started this long ago may take it over: that
 * attempt has ended (each call to another service gives up after 15 seconds).
 */
export const STALE_ATTEMPT_MS = 2 * 60 * 1000;
const BEING_SENT_RETRY_SECONDS = 30;

type Text = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

interface StoredMessage extends Text {
  id: string;
  mail_status: 'pending' | 'sent' | 'failed';
}

/** A honeypot field people never see: anything in it means a robot filled the form. */
function isFilledHoneypot(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

async function findMessage(rest: AdminRest, id: string): Promise<StoredMessage | undefined> {
  const [row] = await rest.select<StoredMessage>('contact_messages', {
    select: 'id,name,email,subject,message,mail_status',
    id: `eq.${id}`,
  });
  return row;
}

/** Mails a stored message to support and records whether the mail API took it. */
async function deliver(
  c: AppContext,
  rest: AdminRest,
  mail: MailConfig,
  id: string,
  text: Text,
): Promise<Response> {
  const delivered = await sendMail(mail, contactMail(text, mail.supportEmail));
  await rest.update(
    'contact_messages',
    { id: `eq.${id}` },
    { mail_status: delivered ? 'sent' : 'failed' },
  );
  if (!delivered) return c.json({ error: NOT_DELIVERED }, 502);
  // Only the delivery that marked the message sent gets here, so the sender hears back once.
  // An acknowledgement the mail API refuses does not undo the delivered message.
  await sendMail(mail, contactAcknowledgementMail(text, mail.supportEmail));
  return c.json({ ok: true });
}

/**
 * The same message sent again (same id): nothing new is stored. Sent already: done. Its last
 * attempt failed or has clearly ended: this request takes it over (an atomic update, so two
 * retries never both mail it) and mails what was stored. Still being mailed: try again soon.
 */
async function resume(
  c: AppContext,
  rest: AdminRest,
  mail: MailConfig,
  stored: StoredMessage,
): Promise<Response> {
  if (stored.mail_status === 'sent') return c.json({ ok: true });
  const now = Date.now();
  const staleBefore = new Date(now - STALE_ATTEMPT_MS).toISOString();
  const claimed = await rest.update(
    'contact_messages',
    {
      id: `eq.${stored.id}`,
      or: `(mail_status.eq.failed,and(mail_status.eq.pending,mail_attempted_at.lt."${staleBefore}"))`,
    },
    { mail_status: 'pending', mail_attempted_at: new Date(now).toISOString() },
  );
  if (claimed === 1) return deliver(c, rest, mail, stored.id, stored);
  const latest = await findMessage(rest, stored.id);
  if (latest?.mail_status === 'sent') return c.json({ ok: true });
  return c.json({ error: BEING_SENT, retryAfterSeconds: BEING_SENT_RETRY_SECONDS }, 503, {
    'Retry-After': String(BEING_SENT_RETRY_SECONDS),
  });
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
  const { id, ...message } = parsed.data;
  const mail = mailConfig(c.env);
  const rest = createAdminRest(c.env);
  const ip = clientIp(c.req.raw, c.env);

  if (id) {
    const stored = await findMessage(rest, id);
    if (stored) return resume(c, rest, mail, stored);
  }

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
  let stored: { id: string };
  try {
    stored = await rest.insert<{ id: string }>(
      'contact_messages',
      {
        ...(id ? { id } : {}),
        ...message,
        ip,
        user_id: caller?.id ?? null,
        mail_status: 'pending',
      },
      'id',
    );
  } catch (error) {
    // Two requests with the same new id at once: the other one stored it first.
    const twin = id && error instanceof RestError && error.status === 409;
    const other = twin ? await findMessage(rest, id) : undefined;
    if (other) return resume(c, rest, mail, other);
    throw error;
  }
  return deliver(c, rest, mail, stored.id, message);
}
