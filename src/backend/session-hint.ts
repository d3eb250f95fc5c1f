/**
 * Whether this visit can have a Supabase session at all, decided from what supabase-js itself
 * would read: its stored session (src/storage), or an email link's tokens in the address. When
 * neither is there, the visitor is signed out and supabase-js need not be loaded yet.
 */
import { SUPABASE_SESSION, hasStored } from '@/storage';

/** An email link (verification, recovery, email change) lands with these in the hash. */
const AUTH_REDIRECT = /(?:^|[#&?])(?:access_token|error_description|error_code)=/;

export interface SessionEvidence {
  /** A session is stored on the device; null when storage cannot be read to tell. */
  stored: boolean | null;
  hash: string;
  search: string;
}

export function mayHaveSession(evidence: SessionEvidence): boolean {
  if (AUTH_REDIRECT.test(evidence.hash) || AUTH_REDIRECT.test(evidence.search)) return true;
  // Storage blocked (private mode, policy): let supabase-js decide.
  return evidence.stored ?? true;
}

/** What this page shows of a session: the stored one, and the address. */
export function currentEvidence(): SessionEvidence {
  return {
    stored: hasStored(SUPABASE_SESSION),
    hash: globalThis.location?.hash ?? '',
    search: globalThis.location?.search ?? '',
  };
}
