import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrations, openDatabase } from '../../local/db/database';
import { openTestDatabase } from './harness';

describe('migrations', () => {
  it('are named <timestamp>_<verb_noun>.sql and in order', async () => {
    const migrations = await listMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(4);
    for (const migration of migrations)
      expect(migration.file).toMatch(/^\d{14}_[a-z]+(_[a-z]+)+\.sql$/);
    const versions = migrations.map((migration) => migration.version);
    expect([...versions].sort()).toEqual(versions);
  });

  it('enable row level security on every public table', async () => {
    const db = await openTestDatabase();
    const tables = await db.admin(
      async (tx) =>
        (
          await tx.query<{ relname: string; relrowsecurity: boolean }>(
            `select relname, relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'`,
          )
        ).rows,
    );
    await db.close();
    expect(tables.length).toBeGreaterThanOrEqual(4);
    for (const table of tables)
      expect(table, table.relname).toMatchObject({ relrowsecurity: true });
  });

  it('apply once, and only new ones on a later start of a persisted database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sprouts-migrations-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      expect(first.appliedMigrations.length).toBe((await listMigrations()).length);
      await first.admin((tx) =>
        tx.query(`insert into auth.users (email) values ('kept@example.com')`),
      );
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      expect(second.appliedMigrations).toEqual([]);
      const kept = await second.admin(
        async (tx) => (await tx.query('select email from public.profiles')).rows,
      );
      await second.close();
      expect(kept).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two cold starts on disk (initdb, bootstrap, every migration): slow on a busy machine.
  }, 90_000);
});
