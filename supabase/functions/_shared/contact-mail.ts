import { escapeHtml } from './html.ts';
import type { OutgoingMail } from './mail-client.ts';
import type { ContactMessage } from './schemas.ts';

export const CONTACT_SUBJECT_PREFIX = '[Sprouts contact] ';

/** The message for the support inbox; replying answers the sender. */
export function contactMail(message: ContactMessage, supportEmail: string): OutgoingMail {
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>`,
    `<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: supportEmail,
    reply_to: message.email,
    subject: `${CONTACT_SUBJECT_PREFIX}${message.subject}`,
    text,
    html,
  };
}
