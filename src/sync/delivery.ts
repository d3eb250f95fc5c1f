/**
 * What an answer means for records the device sent: the one rule every record type follows.
 *
 * | answer                          | outcome      | the records                                  |
 * | ------------------------------- | ------------ | -------------------------------------------- |
 * | 2xx                             | `delivered`  | leave the outbox                             |
 * | none (offline, time-out, reset) | `retry`      | back off; the rest of the pass is skipped    |
 * | 408, 429, 5xx, anything unknown | `retry`      | back off (at least as long as Retry-After)   |
 * | 401                             | `signed-out` | wait, untouched, until the next sign-in      |
 * | any other 4xx                   | `rejected`   | set aside with the reason, never sent again  |
 *
 * 401: supabase-js refreshes an expired access token before a request, so a 401 that still comes
 * back means the session is gone (revoked, signed out elsewhere). Sending again cannot help and
 * dropping the records would lose them: they wait for the parent to sign in again.
 */
export type DeliveryResult =
  | { outcome: 'delivered' }
  | {
      outcome: 'retry';
      reason: string;
      /** The server asked to wait at least this long. */
      retryAfterMs?: number;
      /** No answer at all: the rest of the outbox would fare no better right now. */
      unreachable?: boolean;
    }
  | { outcome: 'signed-out'; reason: string }
  | { outcome: 'rejected'; reason: string };

export const DELIVERED: DeliveryResult = { outcome: 'delivered' };

/** The outcome of an answer with HTTP `status` (null or 0: no answer came). */
export function deliveryFromStatus(
  status: number | null,
  reason: string,
  retryAfterSeconds: number | null = null,
): DeliveryResult {
  if (status === null || status === 0) return { outcome: 'retry', reason, unreachable: true };
  if (status >= 200 && status < 300) return DELIVERED;
  if (status === 401) return { outcome: 'signed-out', reason };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { outcome: 'rejected', reason };
  }
  return retryAfterSeconds === null
    ? { outcome: 'retry', reason }
    : { outcome: 'retry', reason, retryAfterMs: retryAfterSeconds * 1000 };
}
