import { randomUUID } from 'node:crypto';
import type { LocalDatabase } from './db/database';
import { hashPassword } from './auth/credentials';
import { insertUser } from './auth/users';
import { DEMO_USER } from './keys';

/**
 * On an empty database: the demo parent (verified email, active one-year subscription).
 * Returns true when it was created now.
 */
export async function seedDemoParent(db: LocalDatabase, bcryptCost: number): Promise<boolean> {
  const empty = await db.admin(async (tx) => {
    const result = await tx.query<{ count: number }>(
      'select count(*)::int as count from auth.users',
    );
    return result.rows[0]?.count === 0;
  });
  if (!empty) return false;
  const passwordHash = await hashPassword(DEMO_USER.password, bcryptCost);
  const id = randomUUID();
  await db.admin(async (tx) => {
    await insertUser(tx, {
      id,
      email: DEMO_USER.email,
      passwordHash,
      emailConfirmed: true,
      userMetadata: {
        name: DEMO_USER.name,
        grade: DEMO_USER.grade,
        email: DEMO_USER.email,
        email_verified: true,
        phone_verified: false,
        sub: id,
      },
    });
    await tx.query(
      `update public.profiles
       set subscription_status = 'active', subscription_end_date = now() + interval '365 days',
           payment_status = 'success'
       where id = $1`,
      [id],
    );
  });
  return true;
}
