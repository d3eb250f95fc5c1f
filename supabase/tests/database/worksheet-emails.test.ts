import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { attempt, createUser, openTestDatabase, type Actor, type TestUsers } from './harness';

interface Claim {
  allowed: boolean;
  retry_after_seconds: number;
  email_id: string | null;
}

describe('worksheet_emails and claim_worksheet_email', () => {
  let db: LocalDatabase;
  let users: TestUsers;

  beforeAll(async () => {
    db = await openTestDatabase();
    users = {
      owner: await createUser(db, 'mailer@example.com'),
      other: await createUser(db, 'other-mailer@example.com'),
    };
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.admin((tx) => tx.query('delete from public.worksheet_emails'));
  });

  const claim = (userId: string, attachments = 1, bytes = 1000) =>
    db.asRole({ role: 'service_role', claims: { role: 'service_role' } }, async (tx) => {
      const result = await tx.query<Claim>(
        'select * from public.claim_worksheet_email($1, $2, $3)',
        [userId, attachments, bytes],
      );
      return result.rows[0] as Claim;
    });

  /** Emails sent `minutesAgo` minutes ago, straight into the table. */
  const sentBefore = (userId: string, minutesAgo: number[], status = 'sent') =>
    db.admin(async (tx) => {
      for (const minutes of minutesAgo) {
        await tx.query(
          `insert into public.worksheet_emails (user_id, attachments, bytes, mail_status, created_at)
           values ($1, 1, 100, $2, now() - make_interval(mins => $3))`,
          [userId, status, minutes],
        );
      }
    });

  const count = (userId: string) =>
    db.admin(async (tx) => {
      const result = await tx.query<{ n: number }>(
        'select count(*)::int as n from public.worksheet_emails where user_id = $1',
        [userId],
      );
      return result.rows[0]?.n ?? 0;
    });

  it('has row level security on and gives visitors and parents nothing', async () => {
    const flags = await db.admin((tx) =>
      tx.query<{ relrowsecurity: boolean }>(
        `select relrowsecurity from pg_class where oid = 'public.worksheet_emails'::regclass`,
      ),
    );
    expect(flags.rows[0]?.relrowsecurity).toBe(true);
    await sentBefore(users.owner, [5]);

    const actors: Actor[] = ['anonymous', 'owner', 'other user'];
    for (const actor of actors) {
      const statements: [string, unknown[]][] = [
        ['select * from public.worksheet_emails', []],
        [
          'insert into public.worksheet_emails (user_id, attachments, bytes) values ($1, 1, 1)',
          [users.owner],
        ],
        [`update public.worksheet_emails set mail_status = 'failed'`, []],
        ['delete from public.worksheet_emails', []],
        ['select * from public.claim_worksheet_email($1, 1, 1)', [users.owner]],
      ];
      for (const [sql, params] of statements) {
        const outcome = await attempt(db, actor, users, sql, params);
        expect(outcome, `${actor}: ${sql}`).toMatchObject({ ok: false, code: '42501' });
      }
    }
    expect(await count(users.owner)).toBe(1);
  });

  it('lets the service role take 10 emails an hour per parent, then says when the next is free', async () => {
    for (let index = 0; index < 10; index += 1) {
      const taken = await claim(users.owner, 2, 4096);
      expect(taken.allowed).toBe(true);
      expect(taken.email_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await claim(users.owner);
    expect(refused.allowed).toBe(false);
    expect(refused.email_id).toBeNull();
    // All ten were sent just now: the first is free again in (just under) an hour.
    expect(refused.retry_after_seconds).toBeGreaterThan(3500);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(3600);
    expect(await count(users.owner)).toBe(10);

    // Another parent has an allowance of its own.
    expect((await claim(users.other)).allowed).toBe(true);

    const stored = await db.admin((tx) =>
      tx.query<{ attachments: number; bytes: number; mail_status: string }>(
        'select attachments, bytes, mail_status from public.worksheet_emails where user_id = $1 limit 1',
        [users.owner],
      ),
    );
    expect(stored.rows[0]).toEqual({ attachments: 2, bytes: 4096, mail_status: 'pending' });
  });

  it('counts only the last hour, and frees a place when the 10th newest email leaves it', async () => {
    await sentBefore(users.owner, [61, 90, 120]);
    await sentBefore(users.owner, [50, 45, 40, 30, 20, 10, 5, 4, 3]);
    expect((await claim(users.owner)).allowed).toBe(true); // the 10th of the hour
    const refused = await claim(users.owner);
    expect(refused.allowed).toBe(false);
    // The 10th newest was sent 50 minutes ago: free in about 10 minutes.
    expect(refused.retry_after_seconds).toBeGreaterThan(9 * 60);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(10 * 60);
  });

  it('does not count emails the mail service failed to send', async () => {
    await sentBefore(users.owner, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'failed');
    await sentBefore(users.owner, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await claim(users.owner)).allowed).toBe(true);
    expect((await claim(users.owner)).allowed).toBe(false);
  });

  it('refuses impossible rows and goes away with the account', async () => {
    await expect(claim(users.owner, 0, 10)).rejects.toMatchObject({ code: '23514' });
    await expect(claim(users.owner, 1, 6 * 1024 * 1024)).rejects.toMatchObject({ code: '23514' });
    const leaving = await createUser(db, 'leaving@example.com');
    expect((await claim(leaving)).allowed).toBe(true);
    await db.admin((tx) => tx.query('delete from auth.users where id = $1', [leaving]));
    expect(await count(leaving)).toBe(0);
  });
});
