/**
 * The checkout forms (SPEC section 5): the PayPal form (student's name, email, password, all
 * required) and the card flow's sign-up modal (the same with the grade).
 */
import {
  emailError,
  gradeError,
  nameError,
  newPasswordError,
  onlyErrors,
  type FieldErrors,
} from '@/domain/form-validation';
import { GRADE_OPTIONS, type GradeName } from '@/domain/grades';

export interface BuyerValues {
  name: string;
  email: string;
  password: string;
}

export interface CardSignUpValues extends BuyerValues {
  grade: string;
}

export const EMPTY_BUYER: BuyerValues = { name: '', email: '', password: '' };
export const EMPTY_CARD_SIGN_UP: CardSignUpValues = { ...EMPTY_BUYER, grade: '' };

export function validateBuyer(values: BuyerValues): FieldErrors<keyof BuyerValues> {
  return onlyErrors({
    name: nameError(values.name),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function validateCardSignUp(values: CardSignUpValues): FieldErrors<keyof CardSignUpValues> {
  return onlyErrors({
    name: nameError(values.name),
    grade: gradeError(values.grade),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

/** The grades of the sign-up modal as the specification names them; the values are stored ones. */
export const MODAL_GRADE_OPTIONS: readonly { value: GradeName; label: string }[] = GRADE_OPTIONS;
