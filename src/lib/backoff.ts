/**
 * How long to wait before trying a failed delivery again: exponential back-off with jitter, so
 * that many devices coming back online at once do not all call the server in the same second.
 */
export interface BackoffRule {
  /** The longest wait before the first retry. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

export const OUTBOX_BACKOFF: BackoffRule = { baseMs: 15_000, maxMs: 30 * 60_000 };

/**
 * The wait after the `attempt`-th failure (1 for the first): the ceiling doubles with each
 * attempt up to `maxMs`, and the wait is between half the ceiling and the ceiling, chosen by
 * `unit`, a number in [0, 1) from a seeded or injected source.
 */
export function retryDelayMs(attempt: number, unit: number, rule: BackoffRule = OUTBOX_BACKOFF) {
  const doublings = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(rule.maxMs, rule.baseMs * 2 ** doublings);
  const share = Math.min(Math.max(unit, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * share);
}
