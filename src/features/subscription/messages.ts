/** Texts of the checkout screens. Those quoted in SPEC sections 2, 5 and 8 are kept word for word. */

/** '…continue.' + '. Please try again.' would read '..': the inserted part loses its full stop. */
function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}

export const TEXT = {
  fillRequired: 'Please fill out all required fields.',
  accountFailed: (message: string) => `An error occurred: ${message}`,
  paypalApiError: (message: string) => `PayPal API error: ${message}`,
  couldNotInitiate: (error: string) =>
    `Could not initiate PayPal Checkout...${clause(error)}. Please try again.`,
  transactionFailed: (error: string) => `Sorry, your transaction could not be processed...${error}`,
  paymentSuccessful: 'Payment successful! Redirecting to home page...',
  paymentErrorBanner:
    'Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours.',

  // Not quoted by the specification.
  paypalNotStarted: 'PayPal could not start the payment. Nothing was charged.',
  paypalRefused: 'PayPal refused the payment. Nothing was charged.',
  paypalNotConfirmed: 'We could not confirm your PayPal payment.',
  paypalTryAgain: 'You can try again with the PayPal button.',
  declinedRestart: 'Your card was declined. Please choose another way to pay in the PayPal window.',
  paypalCancelled: 'You closed PayPal before paying. Nothing was charged.',
  paypalUnavailable: 'PayPal payments are not available on this site right now.',
  paypalLoadFailed: 'PayPal could not be loaded. Check your internet connection and try again.',
  cardCancelled: 'You closed the payment window before paying. Nothing was charged.',
  cardLoadFailed:
    'The card payment window could not be loaded. Check your internet connection and try again.',
  cardOrderFailed: (message: string) => `We could not start the card payment: ${clause(message)}.`,
  accountReady: 'Your account is ready.',
  confirmationSent: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to confirm your email address; until then you can use your account and subscribe as usual.`,
  recoveredUnpaid:
    'Your last payment was not completed, so nothing was charged. You can subscribe again below.',
  recoveredReview: (orderId: string) =>
    `We received a payment that we could not match to the subscription (order ${orderId}). Please contact us: we will sort it out or refund it.`,
  recoveredPaid: 'Your payment went through.',
  cardNotConfirmed: (message: string) =>
    `We could not confirm the payment: ${clause(message)}. Please contact us before paying again.`,
} as const;

/** What the screens say while a step is under way (announced politely). */
export const PROGRESS = {
  creatingAccount: 'Creating your account...',
  creatingOrder: 'Contacting PayPal...',
  approving: 'Finish paying in the PayPal window.',
  capturing: 'Confirming your payment...',
  preparingCard: 'Preparing the payment window...',
  payingByCard: 'Finish paying in the payment window.',
  confirmingCard: 'Confirming your payment...',
} as const;
