import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase } from '../../local/db/database';
import { attempt, createUser, openTestDatabase, type TestUsers } from './harness';

/** The last migration before children existed. */
const BEFORE_CHILDREN = '20260501000600';

type ChildRow = { id: string; name: string; grade: string | null; avatar: string };

function childrenOf(db: LocalDatabase, parentId: string): Promise<ChildRow[]> {
  return db.admin(
    async (tx) =>
      (
        await tx.query<ChildRow>(
          'select id, name, grade, avatar from public.children where parent_id = $1 order by created_at, id',
          [parentId],
        )
      ).rows,
  );
}

describe('the children migrations on a database holding the old shape', () => {
  it('turn every profile into its first child, who gets the results', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sprouts-children-'));
    try {
      const old = await openDatabase({ dataDir: dir, migrationsUpTo: BEFORE_CHILDREN });
      expect(old.appliedMigrations.at(-1)).toMatch(new RegExp(`^${BEFORE_CHILDREN}_`));
      const ada = await createUser(old, 'ada@example.com', { name: 'Ada', grade: 'Nursery' });
      const blank = await createUser(old, 'blank@example.com', {});
      await old.admin((tx) =>
        tx.query(
          `insert into public.progress_events (id, user_id, grade, volume, subject, topic, kind, score, max_score, stars, finished_at)
           values (gen_random_uuid(), $1, 'nursery', 'v1', 'maths', 'count-to-5', 'counting', 4, 5, 2, now())`,
          [ada],
        ),
      );
      await old.close();

      const upgraded = await openDatabase({ dataDir: dir });
      expect(upgraded.appliedMigrations.length).toBeGreaterThan(0);
      expect(await childrenOf(upgraded, ada)).toEqual([
        { id: expect.any(String), name: 'Ada', grade: 'Nursery', avatar: 'lion' },
      ]);
      // A profile without a name or grade still gets a child, named plainly.
      expect(await childrenOf(upgraded, blank)).toEqual([
        { id: expect.any(String), name: 'Child', grade: null, avatar: 'lion' },
      ]);
      // Results stored before children existed belong to the first child.
      const [first] = await childrenOf(upgraded, ada);
      const owners = await upgraded.admin(
        async (tx) =>
          (await tx.query('select child_id from public.progress_events where user_id = $1', [ada]))
            .rows,
      );
      expect(owners).toEqual([{ child_id: first?.id }]);
      await upgraded.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two cold starts on disk (initdb, bootstrap, every migration): slow on a busy machine.
  }, 300_000);
});

describe('children', () => {
  let db: LocalDatabase;
  let users: TestUsers;

  beforeAll(async () => {
    db = await openTestDatabase();
    users = {
      owner: await createUser(db, 'family@example.com', {
        name: 'Mia',
        grade: 'Kindergarten-1',
      }),
      other: await createUser(db, 'other-family@example.com'),
    };
  });

  afterAll(async () => {
    await db.close();
  });

  const addChild = (name: string, grade: string | null = 'Nursery', avatar = 'owl') =>
    attempt(
      db,
      'owner',
      users,
      'insert into public.children (parent_id, name, grade, avatar) values ($1, $2, $3, $4)',
      [users.owner, name, grade, avatar],
    );

  it('a sign-up makes the first child from the student name and grade', async () => {
    expect(await childrenOf(db, users.owner)).toEqual([
      { id: expect.any(String), name: 'Mia', grade: 'Kindergarten-1', avatar: 'lion' },
    ]);
  });

  it('the profile edit and the first child stay one', async () => {
    const asOwner = (sql: string) => attempt(db, 'owner', users, sql, [users.owner]);
    expect(
      await asOwner(`update public.profiles set name = 'Mila', grade = 'Nursery' where id = $1`),
    ).toMatchObject({ ok: true, rows: 1 });
    expect((await childrenOf(db, users.owner))[0]).toMatchObject({
      name: 'Mila',
      grade: 'Nursery',
    });
    expect(
      await asOwner(
        `update public.children set name = 'Milla', grade = 'Kindergarten-2' where parent_id = $1`,
      ),
    ).toMatchObject({ ok: true, rows: 1 });
    const profile = await db.admin(
      async (tx) =>
        (await tx.query('select name, grade from public.profiles where id = $1', [users.owner]))
          .rows,
    );
    expect(profile).toEqual([{ name: 'Milla', grade: 'Kindergarten-2' }]);
  });

  it('refuses an empty name, a name over 100 characters, an unknown grade or avatar', async () => {
    for (const [name, grade, avatar] of [
      ['', 'Nursery', 'owl'],
      ['   ', 'Nursery', 'owl'],
      ['x'.repeat(101), 'Nursery', 'owl'],
      ['Leo', 'Grade-9', 'owl'],
      ['Leo', 'Nursery', 'dragon'],
    ] as const) {
      expect(await addChild(name, grade, avatar), `${name} ${grade} ${avatar}`).toMatchObject({
        ok: false,
        code: '23514',
      });
    }
    expect(await childrenOf(db, users.owner)).toHaveLength(1);
  });

  it('a parent cannot add a child to another family', async () => {
    expect(
      await attempt(
        db,
        'other user',
        users,
        `insert into public.children (parent_id, name, grade) values ($1, 'Cuckoo', 'Nursery')`,
        [users.owner],
      ),
    ).toMatchObject({ ok: false, code: '42501' });
  });

  it('a family holds at most 6 children, whoever writes', async () => {
    for (const name of ['Leo', 'Noa', 'Ivy', 'Max', 'Zoe'])
      expect(await addChild(name)).toMatchObject({ ok: true, rows: 1 });
    expect(await addChild('Seventh')).toMatchObject({ ok: false, code: 'P0001' });
    expect(
      await attempt(
        db,
        'service role',
        users,
        `insert into public.children (parent_id, name, grade) values ($1, 'Eighth', 'Nursery')`,
        [users.owner],
      ),
    ).toMatchObject({ ok: false, code: 'P0001' });
    expect(await childrenOf(db, users.owner)).toHaveLength(6);
  });

  it('keeps the last child of an account, and removes every child with the account', async () => {
    const [only] = await childrenOf(db, users.other);
    expect(
      await attempt(db, 'other user', users, 'delete from public.children where id = $1', [
        only?.id,
      ]),
    ).toMatchObject({ ok: false, code: 'P0001' });
    await db.admin((tx) => tx.query('delete from auth.users where id = $1', [users.other]));
    expect(await childrenOf(db, users.other)).toEqual([]);
  });
});
