import { describe, expect, it } from 'vitest';
import { cardFailureFrom, plainCardFailure, validationOutcome } from './card-outcomes';

describe('cardFailureFrom', () => {
  it("reads the provider's payment.failed report", () => {
    expect(
      cardFailureFrom({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed because the card was declined',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: 'order_A', payment_id: 'pay_B' },
        },
      }),
    ).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed because the card was declined',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      orderId: 'order_A',
      paymentId: 'pay_B',
    });
  });

  it('leaves out what the report does not hold', () => {
    expect(cardFailureFrom({ error: { code: 'GATEWAY_ERROR' } })).toEqual({
      code: 'GATEWAY_ERROR',
      description: '',
      source: '',
      step: '',
      reason: '',
      orderId: '',
      paymentId: '',
    });
    expect(cardFailureFrom(undefined).code).toBe('');
  });
});

describe('validationOutcome', () => {
  it("is paid only when the server says 'success'", () => {
    expect(
      validationOutcome({
        ok: true,
        body: { msg: 'success', orderId: 'order_A', paymentId: 'pay_B' },
      }),
    ).toEqual({ ok: true, orderId: 'order_A', paymentId: 'pay_B' });
    expect(validationOutcome({ ok: true, body: { msg: 'pending' } })).toEqual({
      ok: false,
      message: 'The server did not confirm the payment',
    });
    expect(
      validationOutcome({
        ok: false,
        status: 400,
        message: 'invalid signature',
        body: { msg: 'invalid signature' },
      }),
    ).toEqual({ ok: false, message: 'invalid signature' });
  });
});

describe('plainCardFailure', () => {
  const base = {
    code: 'BAD_REQUEST_ERROR',
    description: '',
    source: '',
    step: '',
    reason: '',
    orderId: '',
    paymentId: '',
  };

  it('says a declined card was declined and that nothing was charged', () => {
    expect(plainCardFailure({ ...base, source: 'bank', reason: 'payment_failed' })).toBe(
      'Your card was declined. Nothing was charged.',
    );
  });

  it('says any other failure did not go through', () => {
    expect(plainCardFailure({ ...base, source: 'gateway', reason: 'server_error' })).toBe(
      'The payment did not go through. Nothing was charged.',
    );
  });
});
