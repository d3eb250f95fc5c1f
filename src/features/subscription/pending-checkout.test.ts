// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPendingCheckout,
  readPendingCheckout,
  recoveredOutcome,
  rememberPendingCheckout,
} from './pending-checkout';

describe('a checkout left unfinished', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered from its order until forgotten', () => {
    expect(readPendingCheckout()).toBeNull();
    rememberPendingCheckout('paypal', 'ORDER-1');
    expect(readPendingCheckout()).toEqual({ provider: 'paypal', orderId: 'ORDER-1' });
    forgetPendingCheckout();
    expect(readPendingCheckout()).toBeNull();
  });

  it('reads the server: paid with its end date, nothing charged, or a payment to review', () => {
    const end = '2027-11-25T10:00:00.000Z';
    expect(
      recoveredOutcome({ ok: true, body: { status: 'paid', subscriptionEndDate: end } }, 'o1'),
    ).toEqual({ kind: 'paid', endDate: end });
    expect(recoveredOutcome({ ok: true, body: { status: 'unpaid' } }, 'o1')).toEqual({
      kind: 'unpaid',
    });
    expect(recoveredOutcome({ ok: true, body: { status: 'review' } }, 'o1')).toEqual({
      kind: 'review',
      orderId: 'o1',
    });
  });

  it('keeps asking later when the server could not be reached, not when it refused', () => {
    const offline = { ok: false as const, status: null, body: {}, message: 'Failed' };
    expect(recoveredOutcome(offline, 'o1')).toEqual({ kind: 'unknown' });
    expect(recoveredOutcome({ ...offline, status: 502 }, 'o1')).toEqual({ kind: 'unknown' });
    expect(recoveredOutcome({ ...offline, status: 404 }, 'o1')).toEqual({ kind: 'unpaid' });
  });
});
