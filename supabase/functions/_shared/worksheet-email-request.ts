import { httpError, isRecord } from './http.ts';
import { isSafeText } from './input-rules.ts';
import {
  TOO_LARGE_MESSAGE,
  WORKSHEET_EMAIL_LIMITS,
  type WorksheetMailRequest,
} from './worksheet-mail.ts';

/** A checked request: the PDFs' total size in bytes with the fields to mail. */
export interface CheckedWorksheetEmail extends WorksheetMailRequest {
  bytes: number;
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.pdf$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** '%PDF-' in base64, as every PDF file begins. */
const PDF_MAGIC = 'JVBERi0';

function invalid(message: string, field: string) {
  return httpError(400, message, { field, code: 'invalid_request' });
}

/** Bytes a base64 string decodes to, or null when it is not base64. */
function decodedLength(content: string): number | null {
  if (content.length % 4 !== 0 || !BASE64.test(content)) return null;
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return (content.length / 4) * 3 - padding;
}

/**
 * `{title, attachments: [{filename, content}]}`: a one-line title, 1 to 20 PDFs in base64, at
 * most 5 MB of PDF in total (413 beyond). Anything else is a 400 naming the field.
 */
export function checkWorksheetEmail(body: unknown): CheckedWorksheetEmail {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object.', '');
  const title = typeof body.title === 'string' ? body.title.replace(/\s+/g, ' ').trim() : '';
  if (title === '' || title.length > 150) {
    throw invalid('Please give the worksheet a title of 1 to 150 characters.', 'title');
  }
  if (!isSafeText(title)) {
    throw invalid('The title contains characters that are not allowed.', 'title');
  }
  const list = body.attachments;
  if (!Array.isArray(list) || list.length === 0) {
    throw invalid('Attach at least one worksheet PDF.', 'attachments');
  }
  if (list.length > WORKSHEET_EMAIL_LIMITS.maxAttachments) {
    throw invalid(
      `Attach at most ${WORKSHEET_EMAIL_LIMITS.maxAttachments} PDFs to one email.`,
      'attachments',
    );
  }
  let bytes = 0;
  const attachments = list.map((item: unknown, index) => {
    const field = `attachments.${index}`;
    if (!isRecord(item)) throw invalid('Each attachment must be an object.', field);
    if (typeof item.filename !== 'string' || !FILE_NAME.test(item.filename)) {
      throw invalid(
        'Each attachment needs a file name of letters, digits, dots, hyphens or underscores ending in .pdf.',
        `${field}.filename`,
      );
    }
    const content = typeof item.content === 'string' ? item.content : '';
    const size = decodedLength(content);
    if (size === null || size === 0 || !content.startsWith(PDF_MAGIC)) {
      throw invalid('Each attachment must be a PDF file in base64.', `${field}.content`);
    }
    bytes += size;
    return { filename: item.filename, content };
  });
  if (bytes > WORKSHEET_EMAIL_LIMITS.maxPdfBytes) {
    throw httpError(413, TOO_LARGE_MESSAGE, { code: 'too_large' });
  }
  return { title, attachments, bytes };
}
