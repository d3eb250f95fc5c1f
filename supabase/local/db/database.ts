import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type { Transaction };

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface RoleContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** A read-only transaction, as PostgREST runs GET and HEAD requests. */
  readOnly?: boolean;
}

export interface LocalDatabase {
  /**
   * One transaction as a PostgREST role with the request's JWT claims, exactly as
   * PostgREST runs a request, so Postgres itself enforces grants and RLS. Serialized with
   * every other transaction: PGlite is a single session.
   */
  asRole<T>(context: RoleContext, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** One transaction as the database owner, for auth internals and seeding; serialized. */
  admin<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Names of the migrations applied by this open (empty when none were pending). */
  readonly appliedMigrations: readonly string[];
  /** True when no transaction is open, i.e. every request so far committed or rolled back. */
  isIdle(): boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A directory to persist to; undefined keeps the database in memory. */
  dataDir?: string;
  /** A gzip dump from `dumpDataDir`, to start from a prepared database (tests). */
  loadDataDir?: Blob | File;
  /** Applies only the migrations up to this version (tests of a database in an older shape). */
  migrationsUpTo?: string;
}

const sqlDir = fileURLToPath(new URL('../sql/', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Runs `fn` calls one after another, whatever order they are started in. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    return { version: match[1] as string, name: match[2] as string, file };
  });
}

/** Supabase's platform objects, then every migration not yet applied, each in its own transaction. */
async function prepare(pg: PGlite, upTo?: string): Promise<string[]> {
  await pg.exec(await readFile(`${sqlDir}bootstrap.sql`, 'utf8'));
  await pg.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Set(
    (
      await pg.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of await listMigrations()) {
    if (applied.has(migration.version)) continue;
    if (upTo !== undefined && migration.version > upTo) break;
    const sql = await readFile(`${migrationsDir}${migration.file}`, 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
    newlyApplied.push(migration.file);
  }
  return newlyApplied;
}

export async function openDatabase(options: OpenOptions = {}): Promise<LocalDatabase> {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const appliedMigrations = await prepare(pg, options.migrationsUpTo);
  const enqueue = createQueue();

  return {
    appliedMigrations,
    asRole: (context, fn) =>
      enqueue(() =>
        pg.transaction(async (tx) => {
          if (context.readOnly) await tx.exec('set transaction read only');
          // The role name is one of three literals, checked here as well as by the types.
          if (!API_ROLES.includes(context.role))
            throw new Error(`Not an API role: ${context.role}`);
          await tx.exec(`set local role ${context.role}`);
          await tx.query(
            `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.role', $2, true)`,
            [JSON.stringify(context.claims), context.role],
          );
          return fn(tx);
        }),
      ),
    admin: (fn) => enqueue(() => pg.transaction(fn)),
    isIdle: () => !pg.isInTransaction(),
    close: () => enqueue(() => pg.close()),
  };
}

/** A prepared database as a gzip dump, to open many test databases quickly. */
export async function dumpPreparedDatabase(): Promise<Blob> {
  const pg = await PGlite.create();
  await prepare(pg);
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  return dump;
}
