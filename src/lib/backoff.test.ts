import { describe, expect, it } from 'vitest';
import { OUTBOX_BACKOFF, retryDelayMs } from './backoff';

const rule = { baseMs: 1_000, maxMs: 10_000 };

describe('retryDelayMs', () => {
  it('doubles the ceiling with every attempt up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, 0.999_999, rule))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('waits between half the ceiling and the ceiling, as the jitter says', () => {
    expect(retryDelayMs(3, 0, rule)).toBe(2_000);
    expect(retryDelayMs(3, 0.5, rule)).toBe(3_000);
    expect(retryDelayMs(100, 0, rule)).toBe(5_000);
  });

  it('treats nonsense input as the first attempt and clamps the jitter', () => {
    expect(retryDelayMs(0, 0, rule)).toBe(500);
    expect(retryDelayMs(-3, 2, rule)).toBe(1_000);
    expect(retryDelayMs(1, -1, rule)).toBe(500);
  });

  it('starts within 15 seconds and never waits more than 30 minutes by default', () => {
    expect(retryDelayMs(1, 0.999)).toBeLessThanOrEqual(OUTBOX_BACKOFF.baseMs);
    expect(retryDelayMs(1_000, 0.999)).toBeLessThanOrEqual(30 * 60_000);
  });
});
