import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { attempt, createUser, openTestDatabase, type TestUsers } from './harness';

/** `profiles.settings`: the parent's play and printing settings, kept with the account. */
describe('profile settings', () => {
  let db: LocalDatabase;
  let users: TestUsers;

  beforeAll(async () => {
    db = await openTestDatabase();
    users = {
      owner: await createUser(db, 'settings-owner@example.com'),
      other: await createUser(db, 'settings-other@example.com'),
    };
  });

  afterAll(async () => {
    await db.close();
  });

  const write = (settings: unknown) =>
    attempt(db, 'owner', users, 'update public.profiles set settings = $2 where id = $1', [
      users.owner,
      settings === undefined ? null : JSON.stringify(settings),
    ]);

  it('start empty, and the owner writes and reads them back', async () => {
    const before = await db.asRole(
      { role: 'authenticated', claims: { role: 'authenticated', sub: users.owner } },
      (tx) => tx.query('select settings from public.profiles where id = $1', [users.owner]),
    );
    expect(before.rows).toEqual([{ settings: null }]);

    const settings = {
      sound: false,
      rate: 1.25,
      voice: 'Google UK English Female',
      paper: 'letter',
      updatedAt: '2026-05-01T10:00:00.000Z',
    };
    expect(await write(settings)).toMatchObject({ ok: true, rows: 1 });
    const after = await db.asRole(
      { role: 'authenticated', claims: { role: 'authenticated', sub: users.owner } },
      (tx) => tx.query('select settings from public.profiles where id = $1', [users.owner]),
    );
    expect(after.rows).toEqual([{ settings }]);
  });

  it('may be cleared, and a partial object is fine', async () => {
    expect(await write(undefined)).toMatchObject({ ok: true, rows: 1 });
    expect(await write({ paper: 'a4' })).toMatchObject({ ok: true, rows: 1 });
  });

  it('refuses values of the wrong type, out of range or too large', async () => {
    for (const settings of [
      [],
      'sound off',
      { sound: 'no' },
      { rate: 2 },
      { rate: 0.4 },
      { rate: 'fast' },
      { voice: '' },
      { voice: 'x'.repeat(201) },
      { voice: 7 },
      { paper: 'a3' },
      { paper: 4 },
      { updatedAt: 5 },
      { notes: 'x'.repeat(3000) },
    ]) {
      expect(await write(settings), JSON.stringify(settings).slice(0, 40)).toMatchObject({
        ok: false,
        code: '23514',
      });
    }
  });

  it('stay hidden from and closed to another user', async () => {
    await write({ sound: true });
    const read = await attempt(
      db,
      'other user',
      users,
      'select settings from public.profiles where id = $1',
      [users.owner],
    );
    expect(read).toMatchObject({ ok: true, rows: 0 });
    const change = await attempt(
      db,
      'other user',
      users,
      `update public.profiles set settings = '{"sound": false}' where id = $1`,
      [users.owner],
    );
    expect(change).toMatchObject({ ok: true, rows: 0 });
  });
});
