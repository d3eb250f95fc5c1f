/**
 * Validation of the account forms (SPEC section 5), checked before anything is sent. Each
 * validator answers the message of every field in error; an empty object means valid.
 */
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { GRADE_NAMES, type GradeName } from '@/lib/grades';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const MESSAGES = {
  emailRequired: 'Enter your email address.',
  emailFormat: 'Enter an email address like name@example.com.',
  passwordRequired: 'Enter your password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  nameRequired: "Enter the student's name.",
  gradeRequired: 'Select a grade.',
} as const;

/** The rule shown next to every new password. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * One @, something before it, a domain with a dot after it, and no spaces: the format check a
 * browser's type="email" applies, plus the dot that real addresses have.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isGradeName(value: string): value is GradeName {
  return (GRADE_NAMES as readonly string[]).includes(value);
}

function emailError(email: string): string | undefined {
  if (!email.trim()) return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.emailFormat;
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return undefined;
}

/** Drops the fields without a message. */
function only<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) result[field] = message;
  }
  return result;
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length > 0;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  return only({
    email: emailError(email),
    password: password ? undefined : MESSAGES.passwordRequired,
  });
}

export interface SignUpValues {
  name: string;
  grade: string;
  email: string;
  password: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return only({
    name: values.name.trim() ? undefined : MESSAGES.nameRequired,
    grade: isGradeName(values.grade) ? undefined : MESSAGES.gradeRequired,
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function validateForgotPassword({ email }: { email: string }): FieldErrors<'email'> {
  return only({ email: emailError(email) });
}

export function validateNewPassword({ password }: { password: string }): FieldErrors<'password'> {
  return only({ password: newPasswordError(password) });
}

export interface ProfileValues {
  name: string;
  grade: string;
  email: string;
}

export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return only({
    name: values.name.trim() ? undefined : MESSAGES.nameRequired,
    grade: isGradeName(values.grade) ? undefined : MESSAGES.gradeRequired,
    email: emailError(values.email),
  });
}
