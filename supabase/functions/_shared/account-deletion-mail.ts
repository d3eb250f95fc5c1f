import { escapeHtml } from './html.ts';
import type { OutgoingMail } from './mail-client.ts';

/** What a deleted account takes with it and what stays, as the app's confirmation says it. */
export const DELETION_SUMMARY =
  'Your Sprouts account, every child in it and every result they played have been deleted from our server. The record of each payment (order and payment numbers, amount, currency and date) stays, no longer linked to any account, because tax law requires us to keep it.';

/** The mail confirming that an account has been deleted. */
export function accountDeletedMail(to: string, supportEmail: string): OutgoingMail {
  const closing = `If you did not ask for this, write to ${supportEmail}.`;
  const text = [
    'Hello,',
    '',
    DELETION_SUMMARY,
    '',
    'Saved worksheets and results on your other devices are removed when each of them next connects.',
    '',
    closing,
    '',
    'The Sprouts team',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2a24">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(DELETION_SUMMARY)}</p>`,
    '<p>Saved worksheets and results on your other devices are removed when each of them next connects.</p>',
    `<p>${escapeHtml(closing)}</p>`,
    '<p>The Sprouts team</p>',
    '</body></html>',
  ].join('\n');
  return { to, reply_to: supportEmail, subject: 'Your Sprouts account is deleted', text, html };
}
