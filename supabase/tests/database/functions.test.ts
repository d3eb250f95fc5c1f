import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { createUser, openTestDatabase } from './harness';

describe('schema triggers and functions', () => {
  let db: LocalDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  const profile = (id: string) =>
    db.admin(
      async (tx) =>
        (
          await tx.query<Record<string, unknown>>('select * from public.profiles where id = $1', [
            id,
          ])
        ).rows[0],
    );

  const asUser = (id: string) => ({
    role: 'authenticated' as const,
    claims: { role: 'authenticated', sub: id },
  });

  it('creates an inactive profile from the sign-up metadata', async () => {
    const id = await createUser(db, 'meta@example.com', { name: 'Lily', grade: 'Kindergarten-2' });
    expect(await profile(id)).toMatchObject({
      email: 'meta@example.com',
      name: 'Lily',
      grade: 'Kindergarten-2',
      subscription_status: 'inactive',
      subscription_end_date: null,
    });
    expect((await profile(id))?.created_at).toBeInstanceOf(Date);
  });

  it('ignores a grade that is not one of the three', async () => {
    const id = await createUser(db, 'badgrade@example.com', { name: 'Tom', grade: 'Grade 9' });
    expect(await profile(id)).toMatchObject({ name: 'Tom', grade: null });
  });

  it('refuses a grade outside the list on update', async () => {
    const id = await createUser(db, 'check@example.com');
    await expect(
      db.asRole(asUser(id), (tx) =>
        tx.query(`update public.profiles set grade = 'Year 1' where id = $1`, [id]),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps the profile email equal to the account email', async () => {
    const id = await createUser(db, 'before@example.com');
    await db.admin((tx) =>
      tx.query(`update auth.users set email = 'after@example.com' where id = $1`, [id]),
    );
    expect(await profile(id)).toMatchObject({ email: 'after@example.com' });
  });

  it('has_active_subscription follows status and end date', async () => {
    const id = await createUser(db, 'sub@example.com');
    const check = () =>
      db.asRole(
        asUser(id),
        async (tx) =>
          (
            await tx.query<{ active: boolean }>(
              'select public.has_active_subscription($1) as active',
              [id],
            )
          ).rows[0]?.active,
      );
    expect(await check()).toBe(false);
    await db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_status = 'active', subscription_end_date = now() + interval '1 day' where id = $1`,
        [id],
      ),
    );
    expect(await check()).toBe(true);
    await db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_end_date = now() - interval '1 second' where id = $1`,
        [id],
      ),
    );
    expect(await check()).toBe(false);
  });

  it('has_active_subscription tells a user nothing about another user', async () => {
    const paying = await createUser(db, 'paying@example.com');
    const curious = await createUser(db, 'curious@example.com');
    await db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_status = 'active', subscription_end_date = now() + interval '1 day' where id = $1`,
        [paying],
      ),
    );
    const answer = await db.asRole(
      asUser(curious),
      async (tx) =>
        (
          await tx.query<{ active: boolean }>(
            'select public.has_active_subscription($1) as active',
            [paying],
          )
        ).rows[0]?.active,
    );
    expect(answer).toBe(false);
  });

  it('activate_subscription extends by 365 days from the later of now and the end date, once per order', async () => {
    const id = await createUser(db, 'activate@example.com');
    const service = { role: 'service_role' as const, claims: { role: 'service_role' } };
    const addOrder = (order: string) =>
      db.admin((tx) =>
        tx.query(
          `insert into public.payments (user_id, provider, order_id, amount, currency) values ($1, 'card', $2, 1900, 'INR')`,
          [id, order],
        ),
      );
    const activate = (order: string) =>
      db.asRole(
        service,
        async (tx) =>
          (
            await tx.query<{ end: Date }>(
              'select public.activate_subscription($1, $2, $3) as end',
              [id, order, `pay_${order}`],
            )
          ).rows[0]?.end as Date,
      );
    const day = 24 * 60 * 60 * 1000;

    await addOrder('order_a');
    const first = await activate('order_a');
    expect(Math.abs(first.getTime() - (Date.now() + 365 * day))).toBeLessThan(60_000);
    expect(await activate('order_a')).toEqual(first);

    await addOrder('order_b');
    const second = await activate('order_b');
    expect(second.getTime() - first.getTime()).toBeGreaterThan(365 * day - 60_000);
    expect(second.getTime() - first.getTime()).toBeLessThan(365 * day + 60_000);
    expect(await profile(id)).toMatchObject({
      subscription_status: 'active',
      payment_status: 'success',
      last_order_id: 'order_b',
      last_payment_id: 'pay_order_b',
    });
  });

  it('activate_subscription refuses an order of another user and cannot be called by users', async () => {
    const owner = await createUser(db, 'orderowner@example.com');
    const thief = await createUser(db, 'thief@example.com');
    await db.admin((tx) =>
      tx.query(
        `insert into public.payments (user_id, provider, order_id, amount, currency) values ($1, 'paypal', 'order_owned', 1900, 'USD')`,
        [owner],
      ),
    );
    await expect(
      db.asRole({ role: 'service_role', claims: { role: 'service_role' } }, (tx) =>
        tx.query(`select public.activate_subscription($1, 'order_owned', 'pay')`, [thief]),
      ),
    ).rejects.toMatchObject({ code: 'P0001' });
    await expect(
      db.asRole(asUser(owner), (tx) =>
        tx.query(`select public.activate_subscription($1, 'order_owned', 'pay')`, [owner]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('a repeated progress id is stored once, even through upsert-ignore', async () => {
    const id = await createUser(db, 'progress@example.com');
    const eventId = randomUUID();
    const insert = () =>
      db.asRole(asUser(id), (tx) =>
        tx.query(
          `insert into public.progress_events (id, grade, volume, subject, topic, kind, score, max_score, stars, duration_ms, finished_at)
           values ($1, 'nursery', 'v1', 'english', 'colours', 'colours', 6, 8, 2, 900, now()) on conflict (id) do nothing`,
          [eventId],
        ),
      );
    await insert();
    await insert();
    const rows = await db.admin(
      async (tx) =>
        (await tx.query('select user_id from public.progress_events where id = $1', [eventId]))
          .rows,
    );
    expect(rows).toEqual([{ user_id: id }]);
  });

  it('refuses results that break the checks', async () => {
    const id = await createUser(db, 'checks@example.com');
    await expect(
      db.asRole(asUser(id), (tx) =>
        tx.query(
          `insert into public.progress_events (id, grade, volume, subject, topic, kind, score, max_score, stars, finished_at)
           values ($1, 'k9', 'v1', 'english', 't', 'k', 1, 8, 1, now())`,
          [randomUUID()],
        ),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps the per-skill results as a JSON array, and nothing else', async () => {
    const id = await createUser(db, 'skills@example.com');
    const insert = (skills: string) =>
      db.asRole(asUser(id), (tx) =>
        tx.query(
          `insert into public.progress_events (id, grade, volume, subject, topic, kind, score, max_score, stars, finished_at, skills)
           values ($1, 'k1', 'v1', 'maths', 'maths-check', 'assessment', 5, 8, 2, now(), $2::jsonb)`,
          [randomUUID(), skills],
        ),
      );
    const skills = [{ skill: 'counting-to-20', topic: 'count-to-20', score: 2, maxScore: 3 }];
    await insert(JSON.stringify(skills));
    await expect(insert('{"skill":"counting-to-20"}')).rejects.toMatchObject({ code: '23514' });
    const stored = await db.admin(
      async (tx) =>
        (
          await tx.query<{ skills: unknown }>(
            'select skills from public.progress_events where user_id = $1',
            [id],
          )
        ).rows,
    );
    expect(stored).toEqual([{ skills }]);
  });
});
