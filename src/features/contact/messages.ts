/** Texts of the contact page. The success text is SPEC section 8, word for word. */
export const CONTACT_TEXT = {
  title: 'Contact Us',
  lead: 'Questions about Sprouts, a worksheet or your subscription? Write to us and we will answer by email.',
  submit: 'Send Message',
  sending: 'Sending...',
  sent: 'Your message has been sent successfully! We will get back to you soon.',
  queuedOffline:
    "You're offline. Your message is saved on this device and will be sent when you're back online.",
  queuedUnreachable:
    "We couldn't reach Sprouts just now. Your message is saved on this device and will be sent automatically as soon as the connection works again.",
  failedTitle: 'Your message could not be sent.',
  failed: 'Please try again in a few minutes. What you wrote is still in the form.',
  rateLimitedTitle: 'You have sent several messages recently.',
  rateLimited: (when: string) => `Please try again ${when}. What you wrote is still in the form.`,
  checkField: 'Please check the highlighted field and send again.',
  waiting: (count: number) =>
    count === 1
      ? 'One message saved on this device is waiting to be sent. It goes out as soon as you are online.'
      : `${count} messages saved on this device are waiting to be sent. They go out as soon as you are online.`,
  queuedDelivered: 'Your saved message has now been sent. We will get back to you soon.',
  queuedRejectedTitle: 'A message saved on this device could not be sent.',
  queuedRejected: (reason: string, restored: boolean) =>
    restored ? `${reason} It is back in the form so you can correct it and send it again.` : reason,
} as const;

/** "in a minute", "in 12 minutes", "in an hour", "in 3 hours". */
export function retryWhen(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'later';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'in a minute';
  if (minutes < 60) return `in ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'in an hour' : `in ${hours} hours`;
}
