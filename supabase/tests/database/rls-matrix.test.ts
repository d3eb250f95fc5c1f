import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { attempt, createUser, openTestDatabase, type Actor, type TestUsers } from './harness';

/**
 * Every table x every operation x every actor. `rows` counts the rows the statement saw or
 * changed: RLS hides rows (0) where grants refuse with 42501 ('denied').
 */
type Expect = { rows: number } | 'denied';

interface Cell {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'delete';
  /** SQL run by each actor; $1 is the owner's id, $2 the other user's. */
  sql: (actor: Actor) => string;
  params?: (users: TestUsers) => unknown[];
  expect: Record<Actor, Expect>;
}

const actors: Actor[] = ['anonymous', 'owner', 'other user', 'service role'];

const ownerRow = (users: TestUsers) => [users.owner];

const progressInsert = (actor: Actor) =>
  `insert into public.progress_events (id, user_id, grade, volume, subject, topic, kind, score, max_score, stars, duration_ms, finished_at)
   values ('${randomUUID()}', $1, 'k1', 'v1', 'maths', 'counting-to-10-${actor.replace(' ', '-')}', 'counting', 7, 8, 2, 1000, now())`;

const cells: Cell[] = [
  // profiles
  {
    table: 'profiles',
    operation: 'select',
    sql: () => 'select * from public.profiles where id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles',
    operation: 'insert',
    // The profile exists (made by the sign-up trigger): the service role may write, users may not.
    sql: () =>
      `insert into public.profiles (id, name) values ($1, 'Intruder') on conflict (id) do nothing`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 0 },
    },
  },
  {
    table: 'profiles (name, grade)',
    operation: 'update',
    sql: () => `update public.profiles set name = 'Renamed', grade = 'Nursery' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles (settings)',
    operation: 'update',
    sql: () =>
      `update public.profiles set settings = '{"sound": false, "rate": 1.2, "paper": "letter"}' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles (subscription_status)',
    operation: 'update',
    sql: () => `update public.profiles set subscription_status = 'active' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles (subscription_end_date)',
    operation: 'update',
    sql: () =>
      `update public.profiles set subscription_end_date = now() + interval '10 years' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles (payment fields)',
    operation: 'update',
    sql: () =>
      `update public.profiles set payment_status = 'success', last_order_id = 'x', last_payment_id = 'y' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles (email)',
    operation: 'update',
    sql: () => `update public.profiles set email = 'stolen@example.com' where id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'profiles',
    operation: 'delete',
    sql: () => 'delete from public.profiles where id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  // payments
  {
    table: 'payments',
    operation: 'select',
    sql: () => 'select * from public.payments where user_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'payments',
    operation: 'insert',
    sql: (actor) =>
      `insert into public.payments (user_id, provider, order_id, amount, currency, status)
       values ($1, 'card', 'order_${actor.replace(' ', '_')}', 1900, 'INR', 'paid')`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'payments',
    operation: 'update',
    sql: () => `update public.payments set status = 'paid' where user_id = $1`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 2 },
    },
  },
  {
    table: 'payments',
    operation: 'delete',
    sql: () => 'delete from public.payments where user_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 2 },
    },
  },
  // progress_events
  {
    table: 'progress_events',
    operation: 'select',
    sql: () => 'select * from public.progress_events where user_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'progress_events (for the owner)',
    operation: 'insert',
    sql: progressInsert,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'progress_events',
    operation: 'update',
    sql: () => 'update public.progress_events set score = 0 where user_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 3 },
    },
  },
  {
    table: 'progress_events',
    operation: 'delete',
    sql: () => 'delete from public.progress_events where user_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 3 },
    },
  },
  // children
  {
    table: 'children',
    operation: 'select',
    sql: () => 'select * from public.children where parent_id = $1',
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': { rows: 0 },
      'service role': { rows: 1 },
    },
  },
  {
    table: 'children (for the owner)',
    operation: 'insert',
    sql: (actor) =>
      `insert into public.children (parent_id, name, grade, avatar)
       values ($1, 'Sibling of ${actor}', 'Nursery', 'owl')`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 1 },
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'children (name, grade, avatar)',
    operation: 'update',
    sql: () =>
      `update public.children set name = 'Renamed', grade = 'Kindergarten-2', avatar = 'fox' where parent_id = $1 and avatar in ('owl', 'fox')`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 2 },
      'other user': { rows: 0 },
      'service role': { rows: 2 },
    },
  },
  {
    table: 'children (parent_id)',
    operation: 'update',
    sql: () => `update public.children set parent_id = $2 where parent_id = $1 and name = 'Nobody'`,
    params: (users) => [users.owner, users.other],
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 0 },
    },
  },
  {
    table: 'children',
    operation: 'delete',
    sql: () => `delete from public.children where parent_id = $1 and avatar = 'fox'`,
    params: ownerRow,
    expect: {
      anonymous: 'denied',
      owner: { rows: 2 },
      'other user': { rows: 0 },
      'service role': { rows: 0 },
    },
  },
  // contact_messages
  {
    table: 'contact_messages',
    operation: 'select',
    sql: () => 'select * from public.contact_messages',
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'contact_messages',
    operation: 'insert',
    sql: () =>
      `insert into public.contact_messages (name, email, subject, message) values ('A', 'a@example.com', 'Hi', 'Hello')`,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 1 },
    },
  },
  {
    table: 'contact_messages',
    operation: 'update',
    sql: () => `update public.contact_messages set subject = 'Changed'`,
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 2 },
    },
  },
  {
    table: 'contact_messages',
    operation: 'delete',
    sql: () => 'delete from public.contact_messages',
    expect: {
      anonymous: 'denied',
      owner: 'denied',
      'other user': 'denied',
      'service role': { rows: 2 },
    },
  },
];

describe('row level security matrix', () => {
  let db: LocalDatabase;
  let users: TestUsers;

  beforeAll(async () => {
    db = await openTestDatabase();
    users = {
      owner: await createUser(db, 'owner@example.com'),
      other: await createUser(db, 'other@example.com'),
    };
    await db.admin(async (tx) => {
      await tx.query(
        `insert into public.payments (user_id, provider, order_id, amount, currency) values ($1, 'paypal', 'seed-order', 1900, 'USD')`,
        [users.owner],
      );
      await tx.query(
        `insert into public.progress_events (id, user_id, grade, volume, subject, topic, kind, score, max_score, stars, duration_ms, finished_at)
         values ($1, $2, 'k1', 'v1', 'english', 'sight-words', 'sight-words', 8, 8, 3, 5000, now())`,
        [randomUUID(), users.owner],
      );
      await tx.query(
        `insert into public.contact_messages (name, email, subject, message) values ('Pat', 'pat@example.com', 'Hello', 'A question')`,
      );
    });
  });

  afterAll(async () => {
    await db.close();
  });

  // Actors run in this order so that the counts above hold: the service role acts last.
  for (const cell of cells) {
    describe(`${cell.table}: ${cell.operation}`, () => {
      for (const actor of actors) {
        const expected = cell.expect[actor];
        const label = expected === 'denied' ? 'is denied' : `sees ${expected.rows} row(s)`;
        it(`${actor} ${label}`, async () => {
          const outcome = await attempt(
            db,
            actor,
            users,
            cell.sql(actor),
            cell.params?.(users) ?? [],
          );
          if (expected === 'denied') {
            expect(outcome.ok, `expected ${actor} to be refused`).toBe(false);
            expect(outcome.code).toBe('42501');
          } else {
            expect(outcome, `expected ${actor} to succeed`).toMatchObject({
              ok: true,
              rows: expected.rows,
            });
          }
        });
      }
    });
  }
});
