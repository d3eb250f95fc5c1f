import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../local/keys';
import { startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.backend.mailbox.clear();
});

const ROUTE = '/api/account/delete';
const PASSWORD = 'tulip-harbour-93-lantern';

/** The tables holding rows of an account, and the column naming it. */
const OWNED: [table: string, column: string][] = [
  ['profiles', 'id'],
  ['children', 'parent_id'],
  ['progress_events', 'user_id'],
  ['worksheet_emails', 'user_id'],
  ['contact_messages', 'user_id'],
  ['payments', 'user_id'],
  ['auth.sessions', 'user_id'],
  ['auth.users', 'id'],
];

interface Parent {
  id: string;
  email: string;
  token: string;
}

let count = 0;

/** A parent signed up with a password (a real session), with a second child and a row in every table. */
async function parentWithData(): Promise<Parent> {
  count += 1;
  const email = `deleting${count}-${Date.now()}@sprouts.test`;
  const response = await fetch(`${harness.backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { name: 'Ava', grade: 'Nursery' } }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  const id = session.user.id;
  await harness.backend.db.admin(async (tx) => {
    const child = await tx.query<{ id: string }>(
      `insert into public.children (parent_id, name, grade, avatar)
       values ($1, 'Ben', 'Kindergarten-1', 'owl') returning id`,
      [id],
    );
    await tx.query(
      `insert into public.progress_events
         (id, user_id, child_id, grade, volume, subject, topic, kind, score, max_score, stars, finished_at)
       values (gen_random_uuid(), $1, $2, 'k1', 'v1', 'maths', 'count-to-10', 'count', 3, 5, 2, now())`,
      [id, child.rows[0]?.id],
    );
    await tx.query(
      `insert into public.worksheet_emails (user_id, attachments, bytes) values ($1, 1, 2000)`,
      [id],
    );
    await tx.query(
      `insert into public.contact_messages (name, email, subject, message, user_id)
       values ('Ava', $2, 'Hello', 'A question', $1)`,
      [id, email],
    );
    await tx.query(
      `insert into public.payments (user_id, provider, order_id, payment_id, amount, currency, status)
       values ($1, 'card', $2, 'pay_1', 1900, 'INR', 'paid'), ($1, 'paypal', $3, null, 1900, 'USD', 'created')`,
      [id, `order_paid_${id}`, `order_open_${id}`],
    );
  });
  return { id, email, token: session.access_token };
}

/** How many rows each table holds for `userId`. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  return harness.backend.db.admin(async (tx) => {
    const counts: Record<string, number> = {};
    for (const [table, column] of OWNED) {
      const name = table.includes('.') ? table : `public.${table}`;
      const result = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${name} where ${column} = $1`,
        [userId],
      );
      counts[table] = result.rows[0]?.n ?? 0;
    }
    return counts;
  });
}

function deletionMails(email: string) {
  return harness.backend.mailbox
    .list()
    .filter(
      (mail) => mail.to.includes(email) && mail.subject === 'Your Sprouts account is deleted',
    );
}

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with a 403 and removes nothing', async () => {
    const parent = await parentWithData();
    const before = await rowsOf(parent.id);
    const answer = await harness.call(ROUTE, {
      token: parent.token,
      body: { password: 'not-the-password-1' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      error: 'That password is not right. Nothing was deleted.',
      code: 'wrong_password',
    });
    expect(await rowsOf(parent.id)).toEqual(before);
    expect(before['children']).toBe(2);
    expect(deletionMails(parent.email)).toHaveLength(0);
  });

  it('refuses a missing password and a visitor without asking Auth', async () => {
    const parent = await parentWithData();
    const noPassword = await harness.call(ROUTE, { token: parent.token, body: {} });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('password_required');
    const visitor = await harness.call(ROUTE, { body: { password: PASSWORD } });
    expect(visitor.status).toBe(401);
    expect((await rowsOf(parent.id))['auth.users']).toBe(1);
  });

  it('with the right password removes every row, the auth user, and mails once', async () => {
    const parent = await parentWithData();
    const other = await parentWithData();
    const otherBefore = await rowsOf(other.id);

    const answer = await harness.call(ROUTE, { token: parent.token, body: { password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true, mailed: true });

    expect(await rowsOf(parent.id)).toEqual(Object.fromEntries(OWNED.map(([table]) => [table, 0])));
    // The paid order stays, detached from any account; the open one is gone.
    const kept = await harness.backend.db.admin((tx) =>
      tx.query<{ order_id: string; user_id: string | null }>(
        'select order_id, user_id from public.payments where order_id like $1',
        [`%_${parent.id}`],
      ),
    );
    expect(kept.rows).toEqual([{ order_id: `order_paid_${parent.id}`, user_id: null }]);

    // Contact messages would only lose their account (`on delete set null`): they go too.
    const messages = await harness.backend.db.admin((tx) =>
      tx.query('select 1 from public.contact_messages where email = $1', [parent.email]),
    );
    expect(messages.rows).toHaveLength(0);

    expect(await rowsOf(other.id)).toEqual(otherBefore);
    const mails = deletionMails(parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('tax law requires us to keep it');

    // The token of the deleted account is refused from now on; Auth says the user is gone.
    const again = await harness.call(ROUTE, { token: parent.token, body: { password: PASSWORD } });
    expect(again.status).toBe(401);
    expect(deletionMails(parent.email)).toHaveLength(1);
  });

  it("deletes only the caller: another parent's password with one's own token deletes nothing of theirs", async () => {
    const victim = await parentWithData();
    const attacker = await parentWithData();
    const victimBefore = await rowsOf(victim.id);
    const answer = await harness.call(ROUTE, {
      token: attacker.token,
      body: { password: PASSWORD, user_id: victim.id, email: victim.email },
    });
    expect(answer.status).toBe(200);
    expect(await rowsOf(victim.id)).toEqual(victimBefore);
    expect((await rowsOf(attacker.id))['auth.users']).toBe(0);
    expect(deletionMails(victim.email)).toHaveLength(0);
  });
});
