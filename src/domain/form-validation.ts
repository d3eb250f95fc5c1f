/**
 * Field rules shared by the forms (SPEC section 5), checked in the browser before anything is
 * sent. A validator answers the message of every field in error; an empty object means valid.
 */
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { GRADE_NAMES, type GradeName } from '@/domain/grades';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const MESSAGES = {
  emailRequired: 'Enter your email address.',
  emailFormat: 'Enter an email address like name@example.com.',
  passwordRequired: 'Enter your password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  nameRequired: "Enter the student's name.",
  gradeRequired: 'Select a grade.',
} as const;

/**
 * Why a new password is refused for being easy to guess, and what to do instead. `reason` is a
 * clause such as 'it is a commonly used password'.
 */
export function weakPasswordMessage(reason = 'it is short or follows a simple pattern'): string {
  return `This password is too easy to guess: ${reason}. Choose a longer one, for example three or four words that do not belong together.`;
}

/** The rule shown next to every new password. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * The format hosted Auth accepts (GoTrue's check): ASCII letters, digits and
 * .!#$%&'*+/=?^_`{|}~- before the @, host labels of letters, digits and inner hyphens after it;
 * plus at least one dot after the @, as real addresses have. Markup, spaces, control and
 * right-to-left characters are refused here as they are there.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isGradeName(value: string): value is GradeName {
  return (GRADE_NAMES as readonly string[]).includes(value);
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.emailFormat;
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return undefined;
}

export function nameError(name: string): string | undefined {
  return name.trim() ? undefined : MESSAGES.nameRequired;
}

export function gradeError(grade: string): string | undefined {
  return isGradeName(grade) ? undefined : MESSAGES.gradeRequired;
}

/** Drops the fields without a message. */
export function onlyErrors<Field extends string>(
  errors: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) result[field] = message;
  }
  return result;
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length > 0;
}
