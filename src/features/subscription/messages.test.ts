import { describe, expect, it } from 'vitest';
import { TEXT } from './messages';

describe('checkout texts (SPEC section 8, word for word)', () => {
  it('keeps the specification texts', () => {
    expect(TEXT.fillRequired).toBe('Please fill out all required fields.');
    expect(TEXT.paymentSuccessful).toBe('Payment successful! Redirecting to home page...');
    expect(TEXT.accountFailed('Email taken')).toBe('An error occurred: Email taken');
    expect(TEXT.paypalApiError('Bad request')).toBe('PayPal API error: Bad request');
    expect(TEXT.transactionFailed('Refused. (f00d)')).toBe(
      'Sorry, your transaction could not be processed...Refused. (f00d)',
    );
    expect(TEXT.paymentErrorBanner).toBe(
      'Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours.',
    );
  });

  it('does not double the full stop before "Please try again."', () => {
    expect(TEXT.couldNotInitiate('PayPal API error: Please sign in to continue.')).toBe(
      'Could not initiate PayPal Checkout...PayPal API error: Please sign in to continue. Please try again.',
    );
    expect(TEXT.couldNotInitiate('Failed to fetch')).toBe(
      'Could not initiate PayPal Checkout...Failed to fetch. Please try again.',
    );
  });
});
