import { describe, expect, it } from 'vitest';
import { passwordGuessabilityError } from './password-guessability';

const ADVICE = 'Choose a longer one, for example three or four words that do not belong together.';

describe('passwordGuessabilityError', () => {
  it.each([
    ['password', 'it is one of the ten most used passwords'],
    ['password1', 'it is a commonly used password'],
    ['qwertyuiop', 'it is one of the hundred most used passwords'],
    ['abcdefgh', 'it is a sequence like abc or 123'],
    ['letmein2024', 'it is very close to a commonly used password'],
  ])('refuses %s: %s', (password, reason) => {
    expect(passwordGuessabilityError(password)).toBe(
      `This password is too easy to guess: ${reason}. ${ADVICE}`,
    );
  });

  it("refuses a password built from the parent's own email or the child's name", () => {
    const related = ['meera.rao@example.com', 'Asha'];
    expect(passwordGuessabilityError('meerarao7', related)).toContain(
      "it contains your email or your child's name",
    );
    expect(passwordGuessabilityError('meerarao7')).toBeUndefined();
  });

  it('accepts passwords that are long or unusual enough', () => {
    for (const password of ['sprouts-demo-123', 'a-brand-new-secret', 'correct horse battery']) {
      expect(passwordGuessabilityError(password)).toBeUndefined();
    }
  });
});
