import { requireEnv, trimBase, type Env } from './env.ts';
import { UPSTREAM_TIMEOUT_MS } from './http.ts';

/**
 * An HTTP mail API with the common `POST {from, to, reply_to, subject, text, html, attachments}`
 * shape (Resend's).
 */
export interface MailConfig {
  url: string;
  apiKey: string;
  from: string;
  supportEmail: string;
}

export function mailConfig(env: Env): MailConfig {
  const config = requireEnv(env, ['MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM', 'SUPPORT_EMAIL']);
  return {
    url: trimBase(config.MAIL_API_URL),
    apiKey: config.MAIL_API_KEY,
    from: config.MAIL_FROM,
    supportEmail: config.SUPPORT_EMAIL,
  };
}

/** A file sent with a message, in the mail API's shape. */
export interface MailAttachment {
  filename: string;
  /** Base64 of the file's bytes. */
  content: string;
  content_type: string;
}

export interface OutgoingMail {
  to: string;
  reply_to?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends one message; true when the mail API accepted it. Failures are logged, never thrown. */
export async function sendMail(config: MailConfig, mail: OutgoingMail): Promise<boolean> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: config.from, ...mail }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return true;
    }
    console.error(
      `The mail API answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
    return false;
  } catch (error) {
    console.error(
      'The mail API could not be reached:',
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}
