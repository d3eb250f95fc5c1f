import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  isGradeName,
  isValidEmail,
  MESSAGES,
  PASSWORD_RULE,
  validateForgotPassword,
  validateNewPassword,
  validateProfile,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('isValidEmail', () => {
  it.each(['parent@example.com', 'a.b+c@mail.example.co.uk', '  padded@example.org  '])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'parent',
    'parent@',
    '@example.com',
    'parent@example',
    'parent@example.',
    'parent@.com',
    'par ent@example.com',
    'parent@@example.com',
    'parent@exa mple.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isGradeName', () => {
  it('accepts exactly the three grades of the profile', () => {
    expect(['Nursery', 'Kindergarten-1', 'Kindergarten-2'].every(isGradeName)).toBe(true);
    expect(['', 'nursery', 'K1', 'Kindergarten 1'].some(isGradeName)).toBe(false);
  });
});

describe('validateSignIn', () => {
  it('requires both fields and a well-formed email', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(validateSignIn({ email: 'parent@example', password: 'x' })).toEqual({
      email: MESSAGES.emailFormat,
    });
  });

  it('does not apply the new-password rule to an existing password', () => {
    expect(validateSignIn({ email: 'parent@example.com', password: 'short' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  const valid = {
    name: 'Asha',
    grade: 'Kindergarten-1',
    email: 'parent@example.com',
    password: '12345678',
  };

  it('passes a complete form', () => {
    expect(hasErrors(validateSignUp(valid))).toBe(false);
  });

  it('names every missing field', () => {
    expect(validateSignUp({ name: '  ', grade: '', email: '', password: '' })).toEqual({
      name: MESSAGES.nameRequired,
      grade: MESSAGES.gradeRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('wants a grade from the list and a password of at least 8 characters', () => {
    expect(validateSignUp({ ...valid, grade: 'Grade 9', password: '1234567' })).toEqual({
      grade: MESSAGES.gradeRequired,
      password: MESSAGES.passwordTooShort,
    });
    expect(PASSWORD_RULE).toBe('At least 8 characters');
  });
});

describe('the other forms', () => {
  it('forgot password needs a well-formed email', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: MESSAGES.emailRequired });
    expect(validateForgotPassword({ email: 'x@y' })).toEqual({ email: MESSAGES.emailFormat });
    expect(validateForgotPassword({ email: 'x@y.org' })).toEqual({});
  });

  it('a new password has at least 8 characters', () => {
    expect(validateNewPassword({ password: '' })).toEqual({ password: MESSAGES.passwordRequired });
    expect(validateNewPassword({ password: 'abcdefg' })).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    expect(validateNewPassword({ password: 'abcdefgh' })).toEqual({});
  });

  it('profile edit needs a name, a grade and a well-formed email', () => {
    expect(validateProfile({ name: '', grade: '', email: 'nope' })).toEqual({
      name: MESSAGES.nameRequired,
      grade: MESSAGES.gradeRequired,
      email: MESSAGES.emailFormat,
    });
    expect(
      validateProfile({ name: 'Ravi', grade: 'Nursery', email: 'ravi.parent@example.com' }),
    ).toEqual({});
  });
});
