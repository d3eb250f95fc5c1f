import type { LocalDatabase, Transaction } from '../db/database';

export interface ColumnInfo {
  name: string;
  /** The column's type as Postgres names it (format_type), used in casts. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnType: string;
}

/** The schema cache: what `public` exposes, read from the catalog once per database. */
export interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

async function readCatalog(tx: Transaction): Promise<Catalog> {
  const columns = await tx.query<{ table_name: string; column_name: string; type: string }>(
    `select c.relname as table_name, a.attname as column_name,
       format_type(a.atttypid, a.atttypmod) as type
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const keys = await tx.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position) on true
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where n.nspname = 'public' and i.indisprimary
     order by c.relname, k.position`,
  );
  const functions = await tx.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    defaults: number;
    returns_set: boolean;
    return_type: string;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
       array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as arg_types,
       p.pronargdefaults::int as defaults, p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.type });
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  const byName = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    // Input arguments only: proargnames also names OUT arguments when there are any.
    const names = (row.arg_names ?? []).filter(
      (_name, index) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[index] ?? 'i'),
    );
    const info: FunctionInfo = {
      name: row.name,
      args: row.arg_types.map((type, index) => ({ name: names[index] ?? '', type })),
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnType: row.return_type,
    };
    byName.set(row.name, [...(byName.get(row.name) ?? []), info]);
  }
  return { tables, functions: byName };
}

const cache = new WeakMap<LocalDatabase, Promise<Catalog>>();

/** The catalog of `db`, read on first use; migrations only run at start, so it stays valid. */
export function catalogOf(db: LocalDatabase): Promise<Catalog> {
  let catalog = cache.get(db);
  if (!catalog) {
    catalog = db.admin(readCatalog);
    catalog.catch(() => cache.delete(db));
    cache.set(db, catalog);
  }
  return catalog;
}
