import { createHash } from 'node:crypto';
import type { UserRow } from './users';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A stable identity id per user (auth keeps one email identity per user). */
function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) };
}

/** The User object of GoTrue's API; optional timestamps appear only when set. */
export function userJson(user: UserRow): Record<string, unknown> {
  const optional: Record<string, unknown> = {};
  if (user.confirmation_sent_at) optional.confirmation_sent_at = iso(user.confirmation_sent_at);
  if (user.recovery_sent_at) optional.recovery_sent_at = iso(user.recovery_sent_at);
  if (user.email_change) optional.new_email = user.email_change;
  if (user.email_change && user.email_change_sent_at) {
    optional.email_change_sent_at = iso(user.email_change_sent_at);
  }
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    ...optional,
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.email_confirmed_at !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}
