import { describe, expect, it } from 'vitest';
import { MODAL_GRADE_OPTIONS, validateBuyer, validateCardSignUp } from './validation';

describe('the PayPal form', () => {
  it('needs the name, a valid email and a password of 8 characters', () => {
    expect(validateBuyer({ name: ' ', email: '', password: '' })).toEqual({
      name: "Enter the student's name.",
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateBuyer({ name: 'Asha', email: 'asha@', password: 'short' })).toEqual({
      email: 'Enter an email address like name@example.com.',
      password: 'Use at least 8 characters.',
    });
    expect(
      validateBuyer({ name: 'Asha', email: 'asha@example.com', password: '12345678' }),
    ).toEqual({});
  });
});

describe("the card flow's sign-up modal", () => {
  it('also needs a grade from the list', () => {
    const valid = { name: 'Asha', email: 'asha@example.com', password: '12345678' };
    expect(validateCardSignUp({ ...valid, grade: '' })).toEqual({ grade: 'Select a grade.' });
    expect(validateCardSignUp({ ...valid, grade: 'Grade 9' })).toEqual({
      grade: 'Select a grade.',
    });
    expect(validateCardSignUp({ ...valid, grade: 'Kindergarten-2' })).toEqual({});
  });

  it('names the grades as the specification does and stores the profile values', () => {
    expect(MODAL_GRADE_OPTIONS).toEqual([
      { value: 'Nursery', label: 'Nursery' },
      { value: 'Kindergarten-1', label: 'Kindergarten 1' },
      { value: 'Kindergarten-2', label: 'Kindergarten 2' },
    ]);
  });
});
