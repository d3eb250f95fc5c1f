import type { Transaction } from '../db/database';
import type { AuthConfig } from './config';
import { authEmail, verifyLink } from './emails';
import { issueOneTimeToken, type EmailLinkType } from './one-time-tokens';
import type { MailInput } from '../mail/message';

/**
 * Issues the single-use token of an email link and composes the email that carries it; the
 * caller sends the mail after its transaction commits.
 */
export async function prepareLinkEmail(
  tx: Transaction,
  config: AuthConfig,
  options: {
    userId: string;
    type: EmailLinkType;
    /** Where the message goes (the new address for an email change). */
    to: string;
    /** What the token confirms: the account email, or the new email of a change. */
    relatesTo: string;
    redirectTo: string;
  },
): Promise<MailInput> {
  const token = await issueOneTimeToken(tx, options.userId, options.type, options.relatesTo);
  const link = verifyLink(config.publicUrl, token, options.type, options.redirectTo);
  return authEmail(options.type, config.mailFrom, options.to, link);
}
