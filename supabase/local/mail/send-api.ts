import { isPlainObject } from '../http/json';
import type { MailAttachment, MailInput } from './message';

export type ParsedMail = { ok: true; mail: MailInput } | { ok: false; message: string };

const MAX_RECIPIENTS = 50;

function addressList(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  if (!list.every((item) => typeof item === 'string' && item.trim() !== '')) return undefined;
  return (list as string[]).map((item) => item.trim());
}

function attachmentList(value: unknown): MailAttachment[] | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return 'invalid';
  const attachments: MailAttachment[] = [];
  for (const item of value) {
    if (
      !isPlainObject(item) ||
      typeof item.filename !== 'string' ||
      typeof item.content !== 'string'
    ) {
      return 'invalid';
    }
    if (!/^[A-Za-z0-9+/=\s]*$/.test(item.content)) return 'invalid';
    const contentType = item.content_type ?? item.contentType ?? 'application/octet-stream';
    if (typeof contentType !== 'string') return 'invalid';
    attachments.push({
      filename: item.filename,
      content: item.content.replace(/\s/g, ''),
      content_type: contentType,
    });
  }
  return attachments;
}

/** Validates a body of `POST /_local/mail/api/send` (the Resend-compatible shape). */
export function parseSendRequest(body: unknown): ParsedMail {
  if (!isPlainObject(body)) return { ok: false, message: 'The body must be a JSON object' };
  if (typeof body.from !== 'string' || body.from.trim() === '') {
    return { ok: false, message: 'Missing `from` field.' };
  }
  const to = addressList(body.to);
  if (!to) return { ok: false, message: 'Missing `to` field.' };
  if (to.length > MAX_RECIPIENTS) {
    return { ok: false, message: `Too many recipients: at most ${MAX_RECIPIENTS}.` };
  }
  if (typeof body.subject !== 'string' || body.subject.trim() === '') {
    return { ok: false, message: 'Missing `subject` field.' };
  }
  const html = typeof body.html === 'string' ? body.html : undefined;
  const text = typeof body.text === 'string' ? body.text : undefined;
  if (html === undefined && text === undefined) {
    return { ok: false, message: 'Missing `html` or `text` field.' };
  }
  const replyTo = body.reply_to === undefined ? undefined : addressList(body.reply_to);
  if (body.reply_to !== undefined && !replyTo) {
    return { ok: false, message: 'Invalid `reply_to` field.' };
  }
  const attachments = attachmentList(body.attachments);
  if (attachments === 'invalid') {
    return {
      ok: false,
      message: 'Invalid `attachments`: each needs a filename and base64 content.',
    };
  }
  return {
    ok: true,
    mail: {
      from: body.from.trim(),
      to,
      subject: body.subject,
      ...(replyTo ? { reply_to: replyTo } : {}),
      ...(html !== undefined ? { html } : {}),
      ...(text !== undefined ? { text } : {}),
      ...(attachments ? { attachments } : {}),
    },
  };
}
