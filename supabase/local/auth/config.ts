import type { LocalDatabase } from '../db/database';
import type { MailInput } from '../mail/message';
import type { PasswordPolicy } from './password-policy';

export interface AuthConfig {
  /** This backend's base URL; the token issuer is `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Where email links lead when no allowed redirect_to is given (the hosted `site_url`). */
  appUrl: string;
  jwtSecret: string;
  bcryptCost: number;
  accessTokenSeconds: number;
  /** A rotated refresh token may be used again this long (concurrent refreshes), as in GoTrue. */
  refreshTokenReuseSeconds: number;
  /** How long an email link works. */
  emailLinkSeconds: number;
  /** Read from supabase/config.toml, as hosted Auth is configured. */
  passwordPolicy: PasswordPolicy;
  mailFrom: string;
}

export interface AuthDeps {
  db: LocalDatabase;
  config: AuthConfig;
  sendMail: (mail: MailInput) => Promise<unknown>;
}

export const defaultAuthSettings = {
  bcryptCost: 10,
  accessTokenSeconds: 3600,
  refreshTokenReuseSeconds: 10,
  emailLinkSeconds: 3600,
} as const;
