import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../db/database';

export type EmailLinkType = 'signup' | 'recovery' | 'email_change';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new single-use token for an email link; only its hash is stored. It replaces any
 * earlier unused token of the same type for the user, so only the newest link works.
 */
export async function issueOneTimeToken(
  tx: Transaction,
  userId: string,
  type: EmailLinkType,
  relatesTo: string,
): Promise<string> {
  const token = randomBytes(28).toString('hex');
  await tx.query(
    'delete from auth.one_time_tokens where user_id = $1 and token_type = $2 and used_at is null',
    [userId, type],
  );
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)`,
    [userId, type, hashToken(token), relatesTo],
  );
  return token;
}

export interface ConsumedToken {
  userId: string;
  relatesTo: string;
}

/** Marks the token used and returns whom it belongs to; undefined when unknown, used or expired. */
export async function consumeOneTimeToken(
  tx: Transaction,
  token: string,
  type: EmailLinkType,
  maxAgeSeconds: number,
): Promise<ConsumedToken | undefined> {
  const result = await tx.query<{ user_id: string; relates_to: string }>(
    `update auth.one_time_tokens set used_at = now()
     where token_hash = $1 and token_type = $2 and used_at is null
       and created_at > now() - make_interval(secs => $3)
     returning user_id, relates_to`,
    [hashToken(token), type, maxAgeSeconds],
  );
  const row = result.rows[0];
  return row ? { userId: row.user_id, relatesTo: row.relates_to } : undefined;
}
