import bcrypt from 'bcryptjs';
import { authErrors } from './errors';
import { passwordWeakness, type PasswordPolicy } from './password-policy';

/**
 * The address format hosted Auth accepts (GoTrue checks it with checkmail's pattern): ASCII
 * letters, digits and `.!#$%&'*+/=?^_`{|}~-` before the @, dot-separated host labels after it.
 * Markup, spaces, control and right-to-left characters are refused.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The email of a request body, validated; `label` names the action for the error. */
export function requireEmail(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw authErrors.validation(`${label} requires an email`);
  }
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) throw authErrors.invalidEmail();
  return email;
}

/** bcrypt only reads the first 72 bytes of a password. */
const MAX_PASSWORD_BYTES = 72;

export function requireStrongPassword(value: unknown, policy: PasswordPolicy): string {
  if (typeof value !== 'string' || value === '') {
    throw authErrors.validation('Signup requires a valid password');
  }
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weakness = passwordWeakness(value, policy);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
  return value;
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. Without a hash (unknown email) a dummy hash is compared
 * anyway, so the answer takes as long and timing does not tell which emails have accounts.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash('no account has this password', 10);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
