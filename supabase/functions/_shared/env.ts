/**
 * The environment of the `api` function: the platform's variables (SUPABASE_*), and the
 * project's secrets for the payment providers and the mail API. Hosted, they come from
 * `Deno.env`; the embedded backend passes the same names with local values.
 */
export const ENV_NAMES = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_URL',
  'MAIL_API_KEY',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'PAYPAL_API_BASE',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_SECRET',
  'CARD_API_BASE',
  'CARD_KEY_ID',
  'CARD_KEY_SECRET',
  'APP_URL',
  'TRUSTED_IP_HEADER',
] as const;

export type EnvName = (typeof ENV_NAMES)[number];

export type Env = Partial<Record<EnvName, string>> & Record<string, string | undefined>;

/** Thrown when a variable a route needs is missing; answered as a 500 without details. */
export class MissingConfigError extends Error {
  constructor(readonly names: string[]) {
    super(`Missing environment variables: ${names.join(', ')}`);
    this.name = 'MissingConfigError';
  }
}

/** The named variables, all present and non-empty, or a MissingConfigError naming the absent ones. */
export function requireEnv<const N extends EnvName>(
  env: Env,
  names: readonly N[],
): Record<N, string> {
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new MissingConfigError(missing);
  return Object.fromEntries(names.map((name) => [name, (env[name] as string).trim()])) as Record<
    N,
    string
  >;
}

/** A base URL without its trailing slashes, so paths can be appended with `/`. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}
