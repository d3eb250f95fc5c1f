/** What 'Delete my account' says it deletes and keeps (the privacy page says the same). */
export const ACCOUNT_DELETION = {
  intro: 'This deletes your Sprouts account for good. It cannot be undone.',
  goes: [
    'Your account: your email address, your password and your subscription.',
    'Every child in it: names, grades and pictures.',
    'Every result your children played, on our server and on this device.',
    'The worksheets and volumes saved on this device.',
  ],
  stays:
    'The record of each payment (order and payment numbers, amount, currency and date) stays, no longer linked to you, because tax law requires us to keep it. Your other devices forget the account the next time they connect.',
  copyFirst: 'If you want a copy of your data, use ‘Download our data’ first.',
  done: 'Your account is deleted',
  mailed: (email: string) => `We sent a confirmation to ${email}.`,
} as const;
