/**
 * Whether this visit can have a Supabase session at all, decided from what supabase-js itself
 * would read: its stored session in localStorage, or an email link's tokens in the address.
 * When neither is there, the visitor is signed out and supabase-js need not be loaded yet.
 */

/** supabase-js's storage key: `sb-<first label of the URL's hostname>-auth-token`. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** An email link (verification, recovery, email change) lands with these in the hash. */
const AUTH_REDIRECT = /(?:^|[#&?])(?:access_token|error_description|error_code)=/;

export interface SessionEvidence {
  storage: Pick<Storage, 'getItem'> | undefined;
  hash: string;
  search: string;
}

export function mayHaveSession(supabaseUrl: string, evidence: SessionEvidence): boolean {
  if (AUTH_REDIRECT.test(evidence.hash) || AUTH_REDIRECT.test(evidence.search)) return true;
  try {
    return Boolean(evidence.storage?.getItem(authStorageKey(supabaseUrl)));
  } catch {
    // Storage blocked (private mode, policy): let supabase-js decide.
    return true;
  }
}
