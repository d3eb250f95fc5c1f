import { escapeHtml } from './html.ts';
import type { OutgoingMail } from './mail-client.ts';
import type { Provider } from './payments.ts';

/**
 * What a subscription unlocks, word for word as the app's pages say it (src/domain/
 * offer.ts; supabase/tests/functions/receipt-offer.test.ts keeps them equal).
 */
export const SUBSCRIPTION_COVERS =
  '365 days of volumes 2 to 4 for every grade (Nursery, Kindergarten 1 and Kindergarten 2): all their English and Maths activities and end-of-volume checks, every printable worksheet, and Parents Corner, for the whole family. Volume 1 of every grade stays free.';

export interface Receipt {
  to: string;
  provider: Provider;
  /** Minor units (paise, cents), as the payments table stores them. */
  amount: number;
  currency: string;
  orderId: string;
  paymentId: string;
  paidAt: Date;
  subscriptionEndDate: string;
  supportEmail: string;
  appUrl: string | undefined;
}

/** An amount in minor units with its currency sign and code: '₹19.00 (INR)'. */
export function formatAmount(amount: number, currency: string): string {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
  return `${money} (${currency})`;
}

/** A day in words, in UTC: '25 November 2026'. */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const PROVIDER_NAMES: Record<Provider, string> = { card: 'Card', paypal: 'PayPal' };

/** The receipt mailed to the account's address once its payment has activated the subscription. */
export function receiptMail(receipt: Receipt): OutgoingMail {
  const rows: [string, string][] = [
    ['Amount paid', formatAmount(receipt.amount, receipt.currency)],
    ['Paid with', PROVIDER_NAMES[receipt.provider]],
    ['Paid on', formatDay(receipt.paidAt)],
    ['Subscription active till', formatDay(new Date(receipt.subscriptionEndDate))],
    ['Order id', receipt.orderId],
    ['Payment id', receipt.paymentId],
  ];
  const contactUrl = receipt.appUrl ? `${receipt.appUrl.replace(/\/+$/, '')}/contact` : null;
  const support = `Questions about this payment? Reply to this email or write to ${receipt.supportEmail}${contactUrl ? `, or use ${contactUrl}` : ''}. Please quote the order id.`;
  const text = [
    'Hello!',
    '',
    'Thank you for subscribing to Sprouts. This is your receipt for the one-year subscription.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `What it unlocks: ${SUBSCRIPTION_COVERS}`,
    '',
    support,
    '',
    'Happy learning,',
    'The Sprouts team',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2a24">',
    '<p>Hello!</p>',
    '<p>Thank you for subscribing to Sprouts. This is your receipt for the one-year subscription.</p>',
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>What it unlocks:</strong> ${escapeHtml(SUBSCRIPTION_COVERS)}</p>`,
    `<p>${escapeHtml(support)}</p>`,
    '<p>Happy learning,<br>The Sprouts team</p>',
    '</body></html>',
  ].join('\n');
  return {
    to: receipt.to,
    reply_to: receipt.supportEmail,
    subject: `Your Sprouts receipt: ${formatAmount(receipt.amount, receipt.currency)}, order ${receipt.orderId}`,
    text,
    html,
  };
}
