import { expect, type APIRequestContext } from '@playwright/test';

/** The embedded backend's base URL for this run (see playwright.config.ts). */
export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54321}`;

/** A message as GET /_local/mail.json lists it (newest first). */
export interface MailSummary {
  id: string;
  from: string;
  to: string[];
  reply_to: string[];
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** The kinds of auth email links: `type` of `/auth/v1/verify?...&type=`. */
export type AuthLinkType = 'signup' | 'recovery' | 'email_change';

function authLink(message: MailSummary, type: AuthLinkType): string | undefined {
  return message.links.find((link) => {
    const url = new URL(link);
    return url.pathname.endsWith('/auth/v1/verify') && url.searchParams.get('type') === type;
  });
}

/** The embedded backend's mailbox, where every auth email lands. */
export class Mailbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(): Promise<MailSummary[]> {
    const response = await this.request.get(`${BACKEND_URL}/_local/mail.json`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as MailSummary[];
  }

  /** Messages whose subject contains `text`, newest first. */
  async withSubject(text: string): Promise<MailSummary[]> {
    return (await this.messages()).filter((message) => message.subject.includes(text));
  }

  /** Links of the given kind sent to `address`, newest first. */
  async links(address: string, type: AuthLinkType): Promise<string[]> {
    const wanted = address.toLowerCase();
    return (await this.messages())
      .filter((message) => message.to.some((to) => to.toLowerCase() === wanted))
      .map((message) => authLink(message, type))
      .filter((link): link is string => Boolean(link));
  }

  /**
   * Waits until more than `seenBefore` links of that kind have reached `address` and answers the
   * newest one. Count first, act, then wait: that way an older email is never taken for the new.
   */
  async waitForNewLink(address: string, type: AuthLinkType, seenBefore: number): Promise<string> {
    let newest = '';
    await expect
      .poll(
        async () => {
          const links = await this.links(address, type);
          newest = links[0] ?? '';
          return links.length;
        },
        { message: `a new ${type} email to ${address}`, timeout: 15_000 },
      )
      .toBeGreaterThan(seenBefore);
    return newest;
  }
}
