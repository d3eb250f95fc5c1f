import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  isValidContactEmail,
  trimmedContact,
  validateContact,
  type ContactValues,
} from './validation';

const valid: ContactValues = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  subject: 'Worksheets',
  message: 'Hello!\nCan I print in colour?',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, blank counting as empty', () => {
    expect(validateContact({ name: ' ', email: '', subject: '\t', message: '\n \n' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('caps name at 100, subject at 150 and message at 5,000 characters', () => {
    expect(
      validateContact({
        ...valid,
        name: 'n'.repeat(100),
        subject: 's'.repeat(150),
        message: 'm'.repeat(5000),
      }),
    ).toEqual({});
    expect(
      validateContact({
        ...valid,
        name: 'n'.repeat(101),
        subject: 's'.repeat(151),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
      subject: CONTACT_MESSAGES.subjectTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
  });

  it('asks for a real email address', () => {
    expect(validateContact({ ...valid, email: 'priya@' })).toEqual({
      email: CONTACT_MESSAGES.emailFormat,
    });
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: CONTACT_MESSAGES.emailTooLong,
    });
  });
});

describe('isValidContactEmail', () => {
  it.each([
    'priya@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'neil@example.org",
    '  spaced@example.com  ',
  ])('accepts %s', (email) => {
    expect(isValidContactEmail(email)).toBe(true);
  });

  it.each([
    'priya',
    'priya@',
    '@example.com',
    'priya@example',
    'priya@example.c',
    'pri ya@example.com',
    'priya..x@example.com',
    '.priya@example.com',
    'priya.@example.com',
    'priya@-example.com',
    'priya@example..com',
  ])('refuses %s', (email) => {
    expect(isValidContactEmail(email)).toBe(false);
  });
});

describe('trimmedContact', () => {
  it('trims every field and keeps the line breaks inside the message', () => {
    expect(
      trimmedContact({
        name: ' Priya ',
        email: ' priya@example.com ',
        subject: ' Hi ',
        message: '\n Line one\nLine two \n',
      }),
    ).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      subject: 'Hi',
      message: 'Line one\nLine two',
    });
  });
});
