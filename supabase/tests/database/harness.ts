import { openDatabase, type ApiRole, type LocalDatabase } from '../../local/db/database';
import { preparedDatabaseDump } from '../../local/db/prepared-dump';

/** A fresh database with the platform bootstrap and every migration, from a cached dump. */
export async function openTestDatabase(): Promise<LocalDatabase> {
  return openDatabase({ loadDataDir: await preparedDatabaseDump() });
}

export type Actor = 'anonymous' | 'owner' | 'other user' | 'service role';

export interface TestUsers {
  owner: string;
  other: string;
}

export async function createUser(
  db: LocalDatabase,
  email: string,
  metadata: Record<string, unknown> = { name: 'Sam', grade: 'Kindergarten-1' },
): Promise<string> {
  return db.admin(async (tx) => {
    const result = await tx.query<{ id: string }>(
      'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
      [email, metadata],
    );
    return (result.rows[0] as { id: string }).id;
  });
}

export function contextFor(
  actor: Actor,
  users: TestUsers,
): { role: ApiRole; claims: Record<string, unknown> } {
  switch (actor) {
    case 'anonymous':
      return { role: 'anon', claims: { role: 'anon' } };
    case 'service role':
      return { role: 'service_role', claims: { role: 'service_role' } };
    case 'owner':
      return { role: 'authenticated', claims: { role: 'authenticated', sub: users.owner } };
    case 'other user':
      return { role: 'authenticated', claims: { role: 'authenticated', sub: users.other } };
  }
}

export interface Outcome {
  ok: boolean;
  rows: number;
  code?: string;
}

/** Runs one statement as an actor; a denied statement is an outcome, not a thrown error. */
export async function attempt(
  db: LocalDatabase,
  actor: Actor,
  users: TestUsers,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  try {
    const result = await db.asRole(contextFor(actor, users), (tx) => tx.query(sql, params));
    return { ok: true, rows: result.affectedRows || result.rows.length };
  } catch (error) {
    return { ok: false, rows: 0, code: (error as { code?: string }).code };
  }
}
