import { fileURLToPath } from 'node:url';
import { readConfigTables } from '../functions/config-toml';

/**
 * Hosted Auth's password settings (supabase/config.toml `[auth]`): the minimum length and the
 * characters every password must contain (`password_requirements`). The embedded Auth reads
 * them from the same file, so a password refused there is refused here with the same answer.
 */
export interface PasswordPolicy {
  minimumLength: number;
  /** Each set must contribute at least one character (GoTrue's RequiredCharacters). */
  requiredCharacters: readonly string[];
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The values of `password_requirements` and the character sets GoTrue makes of them. */
export const PASSWORD_REQUIREMENTS: Record<string, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** The hosted project's configuration, supabase/config.toml. */
export const HOSTED_CONFIG_FILE = fileURLToPath(new URL('../../config.toml', import.meta.url));

/** GoTrue's default minimum when the setting is absent. */
const DEFAULT_MINIMUM_LENGTH = 6;

export function readPasswordPolicy(configFile: string): PasswordPolicy {
  const auth = readConfigTables(configFile).get('auth');
  const minimum = Number(auth?.get('minimum_password_length') ?? DEFAULT_MINIMUM_LENGTH);
  const requirements = auth?.get('password_requirements') ?? '';
  const requiredCharacters = PASSWORD_REQUIREMENTS[requirements];
  if (!Number.isInteger(minimum) || minimum < 1 || !requiredCharacters) {
    throw new Error(`Unsupported password settings in ${configFile}`);
  }
  return { minimumLength: minimum, requiredCharacters };
}

/** What GoTrue finds wrong with a new password: its reasons and the joined message, or null. */
export function passwordWeakness(
  password: string,
  policy: PasswordPolicy,
): { reasons: string[]; message: string } | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minimumLength} characters.`);
  }
  const missing = policy.requiredCharacters.some(
    (set) => ![...password].some((character) => set.includes(character)),
  );
  if (missing) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`,
    );
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : null;
}
