import type { MailInput } from '../mail/message';
import type { EmailLinkType } from './one-time-tokens';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `${publicUrl}/auth/v1/verify?token=...&type=...&redirect_to=...`, as hosted email links. */
export function verifyLink(
  publicUrl: string,
  token: string,
  type: EmailLinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${query.toString()}`;
}

const TEMPLATES: Record<
  EmailLinkType,
  { subject: string; heading: string; intro: string; action: string }
> = {
  signup: {
    subject: 'Confirm your Sprouts account',
    heading: 'Confirm your email address',
    intro: 'Thanks for signing up to Sprouts. Follow this link to confirm your email address:',
    action: 'Confirm my email',
  },
  recovery: {
    subject: 'Reset your Sprouts password',
    heading: 'Reset your password',
    intro:
      'Someone asked to reset the password of your Sprouts account. Follow this link to choose a new one:',
    action: 'Reset my password',
  },
  email_change: {
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    intro: 'Follow this link to confirm the new email address of your Sprouts account:',
    action: 'Confirm my new email',
  },
};

/** One of the auth emails (confirmation, password reset, email change) with its link. */
export function authEmail(type: EmailLinkType, from: string, to: string, link: string): MailInput {
  const template = TEMPLATES[type];
  const footer = 'If you did not ask for this, you can ignore this email.';
  return {
    from,
    to: [to],
    subject: template.subject,
    html: `<h2>${escapeHtml(template.heading)}</h2>
<p>${escapeHtml(template.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>
<p>${escapeHtml(footer)}</p>`,
    text: `${template.heading}\n\n${template.intro}\n\n${link}\n\n${footer}\n`,
  };
}
