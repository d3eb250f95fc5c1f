/** Texts of the account screens. Those quoted in SPEC section 8 are kept word for word. */
export const TEXT = {
  signInFailed: 'Invalid email or password',
  /** SPEC: the provider's message is attached, whatever the cause. */
  signUpFailed: (providerMessage: string) => `Invalid email or password: ${providerMessage}`,
  resetSent: 'Password reset email sent! Check your inbox.',
  resetFailed: (providerMessage: string) =>
    `Error sending password reset email: ${providerMessage}`,
  profileLoadFailed: 'Error fetching user data',
  profileSaveFailed: 'Error updating profile',
  verificationSent: 'Verification email sent! Check your inbox.',
  emailChangeSent: (newEmail: string) =>
    `We sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
  emailConfirmed: 'Your email is confirmed.',
  emailConfirmedNext:
    'Thank you. Receipts and worksheets you email yourself will reach this address.',
  noConnection: "We couldn't reach Sprouts. Check your internet connection and try again.",
} as const;
