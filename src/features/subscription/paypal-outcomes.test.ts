import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '@/backend/payments';
import { captureOutcome, orderOutcome } from './paypal-outcomes';

const declined: ApiAnswer = {
  ok: false,
  status: 422,
  message: 'The requested action could not be performed.',
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed.',
    debug_id: 'f00d1234',
    details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument was declined.' }],
  },
};

function captured(status = 'COMPLETED'): ApiAnswer {
  return {
    ok: true,
    body: {
      id: 'PAYPAL-ORDER-1',
      status,
      purchase_units: [{ payments: { captures: [{ id: 'CAPTURE-1', status }] } }],
    },
  };
}

describe('orderOutcome', () => {
  it('answers the order id', () => {
    expect(orderOutcome({ ok: true, body: { id: 'PAYPAL-ORDER-1' } })).toEqual({
      ok: true,
      orderId: 'PAYPAL-ORDER-1',
    });
  });

  it("says 'PayPal API error: {message}' with PayPal's debug id when there is one", () => {
    expect(
      orderOutcome({
        ok: false,
        status: 400,
        message: 'Request is not well-formed.',
        body: { message: 'Request is not well-formed.', debug_id: 'abc123', details: [] },
      }),
    ).toEqual({
      ok: false,
      error: 'PayPal API error: Request is not well-formed. (abc123)',
      details: [
        ['Issue', ''],
        ['Description', 'Request is not well-formed.'],
        ['Debug id', 'abc123'],
        ['HTTP status', '400'],
      ],
    });
    expect(
      orderOutcome({ ok: false, status: null, message: 'Failed to fetch', body: {} }),
    ).toMatchObject({
      ok: false,
      error: 'PayPal API error: Failed to fetch',
      details: expect.arrayContaining([['HTTP status', 'no answer']]),
    });
    expect(orderOutcome({ ok: true, body: {} })).toMatchObject({
      ok: false,
      error: 'PayPal API error: No order id was returned.',
    });
  });
});

describe('captureOutcome', () => {
  it('restarts on INSTRUMENT_DECLINED', () => {
    expect(captureOutcome(declined)).toEqual({ kind: 'declined' });
  });

  it('reports another issue with its description and debug id', () => {
    const refused: ApiAnswer = {
      ...declined,
      body: {
        ...declined.body,
        details: [{ issue: 'TRANSACTION_REFUSED', description: 'Refused.' }],
      },
    };
    expect(captureOutcome(refused, 'ORDER-7')).toEqual({
      kind: 'failed',
      error: 'Refused. (f00d1234)',
      refused: true,
      details: [
        ['Issue', 'TRANSACTION_REFUSED'],
        ['Description', 'Refused.'],
        ['Debug id', 'f00d1234'],
        ['HTTP status', String(declined.ok ? '' : declined.status)],
        ['Order id', 'ORDER-7'],
      ],
    });
    const bare: ApiAnswer = { ...declined, body: { details: [{ issue: 'PAYER_CANNOT_PAY' }] } };
    expect(captureOutcome(bare)).toMatchObject({
      kind: 'failed',
      error: 'PAYER_CANNOT_PAY',
      refused: true,
    });
  });

  it("reports the server's own refusals", () => {
    expect(
      captureOutcome({
        ok: false,
        status: 400,
        message: 'The payment does not match the subscription price.',
        body: { message: 'The payment does not match the subscription price.', details: [] },
      }),
    ).toMatchObject({
      kind: 'failed',
      error: 'The payment does not match the subscription price.',
    });
  });

  it('is paid only with a completed capture', () => {
    expect(captureOutcome(captured())).toEqual({ kind: 'paid', captureId: 'CAPTURE-1' });
    const pending = captureOutcome(captured('PENDING'));
    expect(pending).toMatchObject({ kind: 'failed', error: 'The payment was not completed.' });
    expect(pending.kind === 'failed' && pending.refused).toBeFalsy();
    expect(pending.kind === 'failed' && pending.details).toContainEqual([
      'Capture status',
      'PENDING',
    ]);
    expect(captureOutcome({ ok: true, body: { status: 'COMPLETED' } })).toMatchObject({
      kind: 'failed',
    });
  });
});
