import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { attempt, createUser, openTestDatabase, type Actor, type TestUsers } from './harness';

describe('claim_payment_receipt and release_payment_receipt', () => {
  let db: LocalDatabase;
  let users: TestUsers;

  beforeAll(async () => {
    db = await openTestDatabase();
    users = {
      owner: await createUser(db, 'payer@example.com'),
      other: await createUser(db, 'other-payer@example.com'),
    };
    await db.admin((tx) =>
      tx.query(
        `insert into public.payments (user_id, provider, order_id, amount, currency, status)
         values ($1, 'card', 'order_paid', 1900, 'INR', 'paid'),
                ($1, 'card', 'order_open', 1900, 'INR', 'created')`,
        [users.owner],
      ),
    );
  });
  afterAll(async () => {
    await db.close();
  });

  const asService = <T>(sql: string, params: unknown[]) =>
    db.asRole({ role: 'service_role', claims: { role: 'service_role' } }, async (tx) => {
      const result = await tx.query<T>(sql, params);
      return result.rows[0] as T;
    });
  const claim = async (orderId: string) =>
    (
      await asService<{ claimed: boolean }>('select public.claim_payment_receipt($1) as claimed', [
        orderId,
      ])
    ).claimed;

  it('hands the receipt of a paid order to one caller only, and again once released', async () => {
    expect(await claim('order_paid')).toBe(true);
    expect(await claim('order_paid')).toBe(false);
    await asService('select public.release_payment_receipt($1)', ['order_paid']);
    expect(await claim('order_paid')).toBe(true);
    expect(await claim('order_paid')).toBe(false);
  });

  it('never hands out the receipt of an order that is not paid', async () => {
    expect(await claim('order_open')).toBe(false);
  });

  it.each<Actor>(['anonymous', 'owner', 'other user'])(
    'lets only the service role claim or release receipts (%s is refused)',
    async (actor) => {
      for (const sql of [
        "select public.claim_payment_receipt('order_open')",
        "select public.release_payment_receipt('order_paid')",
        "update public.payments set receipt_sent_at = null where order_id = 'order_paid'",
      ]) {
        const outcome = await attempt(db, actor, users, sql);
        expect(outcome.ok && outcome.rows > 0).toBe(false);
      }
    },
  );
});
