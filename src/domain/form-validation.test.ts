import { describe, expect, it } from 'vitest';
import { emailError, isValidEmail, MESSAGES } from './form-validation';

describe('the email rule of the account forms', () => {
  it.each([
    'parent@example.com',
    "o'brien+kids@mail.example.co.uk",
    'a.b_c-d@x-y.org',
    '{curly}|pipe~@example.com',
  ])('accepts %j, as hosted Auth does', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>@example.com',
    'parent\u202e@example.com',
    'pa\u200frent@example.com',
    'parent@exa\u202emple.com',
    'pa\u0000rent@example.com',
    'élève@example.com',
    'parent@exämple.com',
    'parent@exa_mple.com',
    'parent@-example.com',
    'parent@example-.com',
    'par"ent@example.com',
  ])('refuses %j, which hosted Auth would refuse too', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailError(email)).toBe(MESSAGES.emailFormat);
  });
});
