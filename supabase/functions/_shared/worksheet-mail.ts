import type { MailAttachment, OutgoingMail } from './mail-client.ts';

/** What one worksheet email may carry, and how many a parent may send. */
export const WORKSHEET_EMAIL_LIMITS = {
  /** Emails per account per hour (counted in Postgres: claim_worksheet_email). */
  perHour: 10,
  /** PDF bytes in one email, all attachments together (5 MB). */
  maxPdfBytes: 5 * 1024 * 1024,
  maxAttachments: 20,
} as const;

/** The largest body that can hold the PDFs in base64 plus the title and file names. */
export const WORKSHEET_EMAIL_MAX_BODY_BYTES =
  Math.ceil(WORKSHEET_EMAIL_LIMITS.maxPdfBytes / 3) * 4 + 64 * 1024;

export const TOO_LARGE_MESSAGE =
  'These worksheets are too large to email: at most 5 MB of PDFs fit in one email. Download them instead, or email fewer at a time.';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Where the answer keys are, read from the file names the app gives them: a key in a file of
 * its own ends in '-answer-key.pdf'; one in the worksheet's file, '-with-answer-key.pdf'.
 */
function isAnswerKeyFile(name: string): boolean {
  return name.endsWith('-answer-key.pdf') && !name.endsWith('-with-answer-key.pdf');
}

function answerKeyNote(filenames: readonly string[], several: boolean): string {
  if (filenames.some(isAnswerKeyFile)) {
    return several
      ? 'The answer keys are in files of their own, so the worksheets print without the answers.'
      : 'The answer key is in a file of its own, so the worksheet prints without the answers.';
  }
  if (filenames.some((name) => name.endsWith('-with-answer-key.pdf'))) {
    return 'The answer key is on the last pages.';
  }
  return 'Check the answers together with the answer key.';
}

export interface WorksheetMailRequest {
  /** What the parent asked for, e.g. 'Count to 10' or 'Kindergarten 1, Volume 1'. */
  title: string;
  attachments: { filename: string; content: string }[];
}

/** The email to the parent's own verified address, with the PDFs attached. */
export function worksheetMail(
  request: WorksheetMailRequest,
  to: string,
  appUrl: string | undefined,
): OutgoingMail {
  // A worksheet and its answer key are one worksheet to the parent.
  const filenames = request.attachments.map((attachment) => attachment.filename);
  const several = filenames.filter((name) => !isAnswerKeyFile(name)).length > 1;
  const what = several ? 'worksheets' : 'worksheet';
  const keyNote = answerKeyNote(filenames, several);
  const howTo = `Print at actual size (100%). Read the instructions aloud while your child circles, joins or traces. ${keyNote}`;
  const savedAt = appUrl ? `${appUrl.replace(/\/+$/, '')}/worksheets` : null;
  const lines = [
    'Hello!',
    '',
    `Here ${several ? 'are the Sprouts worksheets' : 'is the Sprouts worksheet'} you asked for: ${request.title}.`,
    '',
    howTo,
    ...(savedAt
      ? [
          '',
          `Your ${what} also ${several ? 'stay' : 'stays'} in My worksheets on your device: ${savedAt}`,
        ]
      : []),
    '',
    'Happy learning,',
    'The Sprouts team',
  ];
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2a24">',
    '<p>Hello!</p>',
    `<p>Here ${several ? 'are the Sprouts worksheets' : 'is the Sprouts worksheet'} you asked for: <strong>${escapeHtml(request.title)}</strong>.</p>`,
    `<p>${escapeHtml(howTo)}</p>`,
    ...(savedAt
      ? [
          `<p>Your ${what} also ${several ? 'stay' : 'stays'} in <a href="${escapeHtml(savedAt)}">My worksheets</a> on your device.</p>`,
        ]
      : []),
    '<p>Happy learning,<br>The Sprouts team</p>',
    '</body></html>',
  ].join('\n');
  const attachments: MailAttachment[] = request.attachments.map((attachment) => ({
    filename: attachment.filename,
    content: attachment.content,
    content_type: 'application/pdf',
  }));
  return {
    to,
    subject: `Your Sprouts ${what}: ${request.title}`,
    text: lines.join('\n'),
    html,
    attachments,
  };
}
