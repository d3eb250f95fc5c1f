import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../../src/lib/constants';
import { startInProcess } from '../testing/in-process';
import {
  HOSTED_CONFIG_FILE,
  PASSWORD_REQUIREMENTS,
  passwordWeakness,
  readPasswordPolicy,
} from './password-policy';

const dir = mkdtempSync(join(tmpdir(), 'sprouts-password-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function configWith(lines: string): string {
  const file = join(dir, `config-${Math.floor(performance.now() * 1000)}.toml`);
  writeFileSync(
    file,
    `[api]\nmax_rows = 1000\n\n[auth]\nenabled = true\n${lines}\n\n[auth.email]\n`,
  );
  return file;
}

describe('the password settings of supabase/config.toml', () => {
  it("are the hosted project's: the app's minimum length and no character classes", () => {
    expect(readPasswordPolicy(HOSTED_CONFIG_FILE)).toEqual({
      minimumLength: PASSWORD_MIN_LENGTH,
      requiredCharacters: [],
    });
  });

  it('are read from the [auth] table, whatever it says', () => {
    const policy = readPasswordPolicy(
      configWith('minimum_password_length = 12 # longer\npassword_requirements = "letters_digits"'),
    );
    expect(policy).toEqual({
      minimumLength: 12,
      requiredCharacters: PASSWORD_REQUIREMENTS['letters_digits'],
    });
    expect(readPasswordPolicy(configWith(''))).toEqual({
      minimumLength: 6,
      requiredCharacters: [],
    });
    expect(() => readPasswordPolicy(configWith('password_requirements = "emoji"'))).toThrow(
      'Unsupported password settings',
    );
  });

  it("answer GoTrue's reasons and messages", () => {
    const policy = {
      minimumLength: 8,
      requiredCharacters: PASSWORD_REQUIREMENTS['letters_digits']!,
    };
    expect(passwordWeakness('abcdefgh1', policy)).toBeNull();
    expect(passwordWeakness('abc', policy)).toEqual({
      reasons: ['length', 'characters'],
      message:
        'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    });
  });
});

describe('the embedded Auth', () => {
  it('refuses a new password the configured requirements refuse, as hosted Auth does', async () => {
    const backend = await startInProcess({
      passwordPolicy: readPasswordPolicy(
        configWith(
          'minimum_password_length = 10\npassword_requirements = "lower_upper_letters_digits"',
        ),
      ),
    });
    try {
      const weak = await backend
        .client()
        .auth.signUp({ email: 'policy@example.com', password: 'all-lower-case-1' });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
      expect(weak.error?.message).toContain(
        'Password should contain at least one character of each',
      );
      const strong = await backend
        .client()
        .auth.signUp({ email: 'policy@example.com', password: 'Mixed-Case-12' });
      expect(strong.error).toBeNull();
    } finally {
      await backend.close();
    }
  }, 60_000);
});
