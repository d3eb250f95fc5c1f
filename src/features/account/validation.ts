/**
 * Validation of the account forms (SPEC section 5), checked before anything is sent. Each
 * validator answers the message of every field in error; an empty object means valid.
 */
import {
  emailError,
  gradeError,
  MESSAGES,
  nameError,
  newPasswordError,
  onlyErrors,
  type FieldErrors,
} from '@/domain/form-validation';

export {
  hasErrors,
  isGradeName,
  isValidEmail,
  MESSAGES,
  PASSWORD_RULE,
  type FieldErrors,
} from '@/domain/form-validation';

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  return onlyErrors({
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
  return onlyErrors({
    name: nameError(values.name),
    grade: gradeError(values.grade),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function validateForgotPassword({ email }: { email: string }): FieldErrors<'email'> {
  return onlyErrors({ email: emailError(email) });
}

export function validateNewPassword({ password }: { password: string }): FieldErrors<'password'> {
  return onlyErrors({ password: newPasswordError(password) });
}

export interface ProfileValues {
  name: string;
  grade: string;
  email: string;
}

export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return onlyErrors({
    name: nameError(values.name),
    grade: gradeError(values.grade),
    email: emailError(values.email),
  });
}
