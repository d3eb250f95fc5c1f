/**
 * The contact form's rules (SPEC section 5: every field required, a real email address), with
 * the lengths and messages the server applies, checked before anything is sent.
 */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactFieldName = keyof ContactValues;

export type ContactErrors = Partial<Record<ContactFieldName, string>>;

/** In the order the form shows them. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_LIMITS: Readonly<Record<ContactFieldName, number>> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name must be at most 100 characters.',
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: 'Your email address must be at most 254 characters.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'The subject must be at most 150 characters.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'The message must be at most 5,000 characters.',
} as const;

/**
 * The address check the server makes: dot-separated words before the @, a domain of labels
 * and a top-level name of two or more letters, no spaces.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidContactEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function textError(value: string, limit: number, required: string, tooLong: string) {
  const trimmed = value.trim();
  if (!trimmed) return required;
  if (trimmed.length > limit) return tooLong;
  return undefined;
}

function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return CONTACT_MESSAGES.emailRequired;
  if (trimmed.length > CONTACT_LIMITS.email) return CONTACT_MESSAGES.emailTooLong;
  if (!isValidContactEmail(trimmed)) return CONTACT_MESSAGES.emailFormat;
  return undefined;
}

/** Every field in error with its message; an empty object means the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const found: Record<ContactFieldName, string | undefined> = {
    name: textError(
      values.name,
      CONTACT_LIMITS.name,
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.nameTooLong,
    ),
    email: emailError(values.email),
    subject: textError(
      values.subject,
      CONTACT_LIMITS.subject,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.subjectTooLong,
    ),
    message: textError(
      values.message,
      CONTACT_LIMITS.message,
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MESSAGES.messageTooLong,
    ),
  };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** What is sent: surrounding spaces removed, the message's own line breaks kept. */
export function trimmedContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
