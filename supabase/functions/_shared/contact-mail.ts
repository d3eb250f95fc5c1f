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

/**
 * The acknowledgement for the sender: greets them by the name they gave, says the message
 * arrived and when to expect an answer, and repeats what they wrote.
 */
export function contactAcknowledgementMail(
  message: ContactMessage,
  supportEmail: string,
): OutgoingMail {
  const greeting = `Hello ${message.name},`;
  const body =
    'Thank you for writing to Sprouts. We have received your message and will get back to you soon, usually within two working days. You do not need to send it again.';
  const text = [
    greeting,
    '',
    body,
    '',
    `Your message, "${message.subject}":`,
    '',
    message.message,
    '',
    'Happy learning,',
    'The Sprouts team',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><strong>Your message, "${escapeHtml(message.subject)}":</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    '<p>Happy learning,<br>The Sprouts team</p>',
    '</body></html>',
  ].join('\n');
  return {
    to: message.email,
    reply_to: supportEmail,
    subject: `We received your message: ${message.subject}`,
    text,
    html,
  };
}
