import { describe, expect, it } from 'vitest';
import { DELIVERED, deliveryFromStatus } from './delivery';

describe('the rule for answers (deliveryFromStatus)', () => {
  it('delivers on 2xx', () => {
    for (const status of [200, 201, 204]) expect(deliveryFromStatus(status, '')).toEqual(DELIVERED);
  });

  it('retries no answer at all, and skips the rest of the pass', () => {
    for (const status of [null, 0]) {
      expect(deliveryFromStatus(status, 'Failed to fetch')).toEqual({
        outcome: 'retry',
        reason: 'Failed to fetch',
        unreachable: true,
      });
    }
  });

  it('retries 408, 429, 5xx and anything it does not know, as long as the server asks', () => {
    for (const status of [408, 429, 500, 502, 503, 504, 302, 101]) {
      expect(deliveryFromStatus(status, 'x')).toEqual({ outcome: 'retry', reason: 'x' });
    }
    expect(deliveryFromStatus(429, 'slow down', 120)).toEqual({
      outcome: 'retry',
      reason: 'slow down',
      retryAfterMs: 120_000,
    });
  });

  it('holds records for the next sign-in on a 401, rather than dropping them', () => {
    expect(deliveryFromStatus(401, 'JWT expired')).toEqual({
      outcome: 'signed-out',
      reason: 'JWT expired',
    });
  });

  it('sets aside what every other 4xx refuses', () => {
    for (const status of [400, 403, 404, 409, 413, 422]) {
      expect(deliveryFromStatus(status, 'no')).toEqual({ outcome: 'rejected', reason: 'no' });
    }
  });
});
