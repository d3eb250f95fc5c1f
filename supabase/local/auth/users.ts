import type { Transaction } from '../db/database';

/** The columns of auth.users the auth API reads. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  tx: Transaction,
  email: string,
): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return result.rows[0];
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(
    `select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return result.rows[0];
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  emailConfirmed?: boolean;
}

export async function insertUser(tx: Transaction, user: NewUser): Promise<UserRow> {
  const result = await tx.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, now(), now())
     returning ${COLUMNS}`,
    [
      user.id,
      normalizeEmail(user.email),
      user.passwordHash,
      user.emailConfirmed ? new Date() : null,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(user.userMetadata),
    ],
  );
  return result.rows[0] as UserRow;
}

/** Column assignments of an update; values are bind parameters, names are fixed literals. */
export type UserUpdate = Partial<{
  encrypted_password: string;
  email: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date;
  recovery_sent_at: Date;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date;
  raw_user_meta_data: Record<string, unknown>;
}>;

export async function updateUser(
  tx: Transaction,
  id: string,
  update: UserUpdate,
): Promise<UserRow> {
  const entries = Object.entries(update);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  const values = entries.map(([column, value]) =>
    column === 'raw_user_meta_data' ? JSON.stringify(value) : value,
  );
  const result = await tx.query<UserRow>(
    `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')}
     where id = $1 returning ${COLUMNS}`,
    [id, ...values],
  );
  return result.rows[0] as UserRow;
}
