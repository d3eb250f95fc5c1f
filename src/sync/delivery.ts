/** What a sender made of one outbox row. */
export type DeliveryResult =
  | { outcome: 'delivered' }
  /** Worth trying again later: no answer, a time-out, too many requests, a server error. */
  | {
      outcome: 'retry';
      reason: string;
      /** The server asked to wait at least this long. */
      retryAfterMs?: number;
      /** No answer at all: the rest of the outbox would fare no better right now. */
      unreachable?: boolean;
    }
  /** The server refused the row for good (a 4xx other than 408 and 429): it is dropped. */
  | { outcome: 'rejected'; reason: string };

export const DELIVERED: DeliveryResult = { outcome: 'delivered' };

/**
 * The rule for HTTP answers: 2xx delivered; no answer, 408, 429 and 5xx retried; any other 4xx
 * is a permanent refusal.
 */
export function deliveryFromStatus(
  status: number | null,
  reason: string,
  retryAfterSeconds: number | null = null,
): DeliveryResult {
  if (status === null) return { outcome: 'retry', reason, unreachable: true };
  if (status >= 200 && status < 300) return DELIVERED;
  if (status === 408 || status === 429 || status >= 500) {
    return retryAfterSeconds === null
      ? { outcome: 'retry', reason }
      : { outcome: 'retry', reason, retryAfterMs: retryAfterSeconds * 1000 };
  }
  return { outcome: 'rejected', reason };
}
