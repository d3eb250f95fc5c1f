/**
 * 'Email me this worksheet': POST {api}/worksheets/email?version=v1 with the PDFs in base64.
 * The server sends them to the account's own verified address and decides who may (signed-in
 * active subscribers with a verified email, 10 emails an hour); this module only carries the
 * request and turns each refusal into its message.
 */

/** PDF bytes in one email, all files together (the server's limit too). */
export const MAX_EMAIL_PDF_BYTES = 5 * 1024 * 1024;

export const TOO_LARGE_TO_EMAIL =
  'These worksheets are too large to email: at most 5 MB of PDFs fit in one email. Download them instead, or email fewer at a time.';
const OFFLINE =
  "We couldn't reach Sprouts to send the email. Check your internet connection and try again.";
const UNKNOWN = 'The email could not be sent. Please try again in a few minutes.';

export type EmailRefusal =
  | 'not_signed_in'
  | 'subscription_required'
  | 'email_not_verified'
  | 'rate_limited'
  | 'too_large'
  | 'invalid_request'
  | 'mail_failed'
  | 'offline'
  | 'unknown';

export type EmailOutcome =
  | { ok: true; sentTo: string }
  | { ok: false; reason: EmailRefusal; message: string; retryAfterSeconds?: number };

export interface EmailedFile {
  fileName: string;
  pdf: Uint8Array;
}

const REFUSALS: readonly EmailRefusal[] = [
  'not_signed_in',
  'subscription_required',
  'email_not_verified',
  'rate_limited',
  'too_large',
  'invalid_request',
  'mail_failed',
];

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

function reasonFor(status: number, code: unknown): EmailRefusal {
  if (typeof code === 'string' && (REFUSALS as readonly string[]).includes(code)) {
    return code as EmailRefusal;
  }
  if (status === 401) return 'not_signed_in';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  return 'unknown';
}

/** The refusal a non-2xx answer of the function carries. */
async function refusalOf(response: Response): Promise<EmailOutcome> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const reason = reasonFor(response.status, body?.code);
  const message =
    reason === 'too_large'
      ? TOO_LARGE_TO_EMAIL
      : typeof body?.error === 'string'
        ? body.error
        : UNKNOWN;
  const retry = Number(body?.retryAfterSeconds ?? response.headers.get('retry-after'));
  return {
    ok: false,
    reason,
    message,
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  };
}

/** Emails the files to the signed-in parent; never throws. */
export async function emailWorksheets(title: string, files: EmailedFile[]): Promise<EmailOutcome> {
  const bytes = files.reduce((sum, file) => sum + file.pdf.byteLength, 0);
  if (bytes > MAX_EMAIL_PDF_BYTES) {
    return { ok: false, reason: 'too_large', message: TOO_LARGE_TO_EMAIL };
  }
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase.functions.invoke<{ ok: true; sentTo: string }>(
      'api/worksheets/email?version=v1',
      {
        body: {
          title,
          attachments: files.map((file) => ({
            filename: file.fileName,
            content: toBase64(file.pdf),
          })),
        },
      },
    );
    if (!error && data?.ok) return { ok: true, sentTo: data.sentTo };
    const context: unknown = (error as { context?: unknown } | null)?.context;
    if (context instanceof Response) return await refusalOf(context);
    if (error?.name === 'FunctionsFetchError') {
      return { ok: false, reason: 'offline', message: OFFLINE };
    }
    return { ok: false, reason: 'unknown', message: UNKNOWN };
  } catch {
    // The client's code could not be loaded (offline before it was cached).
    return { ok: false, reason: 'offline', message: OFFLINE };
  }
}
