// Writes src/domain/database.generated.ts: one Row, Insert and Update type per table of the
// `public` schema, read from a database that has every migration of supabase/migrations applied
// (PGlite, as the embedded backend runs it). Text columns whose check constraint lists their
// values become unions of those values; enums become unions; jsonb is `Json`.
// Usage: npm run db:types   (after adding or changing a migration; a unit test fails until then)
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase, type LocalDatabase } from '../supabase/local/db/database';

export const OUTPUT_FILE = fileURLToPath(
  new URL('../src/domain/database.generated.ts', import.meta.url),
);

export interface ColumnDescription {
  name: string;
  /** The TypeScript type of a value, without null. */
  type: string;
  nullable: boolean;
  /** A default, an identity or a generated value: the column may be left out of an insert. */
  optionalOnInsert: boolean;
  /** `generated always as (...)`: never written. */
  generated: boolean;
}

export interface SchemaDescription {
  tables: { name: string; columns: ColumnDescription[] }[];
  enums: { name: string; values: string[] }[];
}

interface ColumnRecord {
  table_name: string;
  column_name: string;
  type_name: string;
  type_type: string;
  element_type: string | null;
  element_type_type: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface CheckRecord {
  table_name: string;
  column_name: string;
  definition: string;
}

const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name, t.typname as type_name,
         t.typtype as type_type, et.typname as element_type, et.typtype as element_type_type,
         a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity,
         a.attgenerated as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname, a.attnum`;

/** Check constraints on one column only: the ones that can list a column's values. */
const CHECKS_SQL = `
  select c.relname as table_name, a.attname as column_name,
         pg_get_constraintdef(k.oid) as definition
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
  where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1
  order by c.relname, k.conname`;

const ENUMS_SQL = `
  select t.typname as name, e.enumlabel as value
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  join pg_enum e on e.enumtypid = t.oid
  where n.nspname = 'public'
  order by t.typname, e.enumsortorder`;

const BASE_TYPES: Readonly<Record<string, string>> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'string',
};

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The values a check constraint allows a text column, when it is exactly
 * `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` (how Postgres prints `col in ('a', 'b')`);
 * null for any other constraint.
 */
export function allowedValues(definition: string, column: string): string[] | null {
  const name = column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`^CHECK \\(\\(${name} = ANY \\(ARRAY\\[(.*)\\]\\)\\)\\)$`, 's');
  const list = whole.exec(definition)?.[1];
  if (list === undefined) return null;
  const item = /^'((?:[^']|'')*)'::(?:text|character varying)$/;
  const values: string[] = [];
  for (const part of list.split(/,\s*/)) {
    const found = item.exec(part.trim());
    if (!found) return null;
    values.push((found[1] as string).replace(/''/g, "'"));
  }
  return values;
}

function enumType(name: string): string {
  return `Database['public']['Enums'][${quote(name)}]`;
}

function baseType(typeName: string, typeType: string | null): string {
  if (typeType === 'e') return enumType(typeName);
  return BASE_TYPES[typeName] ?? 'unknown';
}

/** Reads the tables and enums of `public` from a database with the migrations applied. */
export async function describeSchema(db: LocalDatabase): Promise<SchemaDescription> {
  return db.admin(async (tx) => {
    const columns = (await tx.query<ColumnRecord>(COLUMNS_SQL)).rows;
    const checks = (await tx.query<CheckRecord>(CHECKS_SQL)).rows;
    const enumRows = (await tx.query<{ name: string; value: string }>(ENUMS_SQL)).rows;

    const unions = new Map<string, string[]>();
    for (const check of checks) {
      const values = allowedValues(check.definition, check.column_name);
      if (values) unions.set(`${check.table_name}.${check.column_name}`, values);
    }

    const tables = new Map<string, ColumnDescription[]>();
    for (const column of columns) {
      const union = unions.get(`${column.table_name}.${column.column_name}`);
      const type = column.element_type
        ? `${baseType(column.element_type, column.element_type_type)}[]`
        : union
          ? union.map(quote).join(' | ')
          : baseType(column.type_name, column.type_type);
      const list = tables.get(column.table_name) ?? [];
      list.push({
        name: column.column_name,
        type,
        nullable: !column.not_null,
        optionalOnInsert: column.has_default || column.identity !== '' || column.generated !== '',
        generated: column.generated !== '',
      });
      tables.set(column.table_name, list);
    }

    const enums = new Map<string, string[]>();
    for (const row of enumRows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.value]);

    return {
      tables: [...tables].map(([name, tableColumns]) => ({ name, columns: tableColumns })),
      enums: [...enums].map(([name, values]) => ({ name, values })),
    };
  });
}

function valueType(column: ColumnDescription): string {
  return column.nullable ? `${column.type} | null` : column.type;
}

function fields(lines: string[]): string {
  return lines.length === 0 ? '{ [_ in never]: never }' : `{\n${lines.join('\n')}\n}`;
}

function tableSource({ name, columns }: SchemaDescription['tables'][number]): string {
  const row = columns.map((column) => `${column.name}: ${valueType(column)};`);
  const insert = columns.map((column) =>
    column.generated
      ? `${column.name}?: never;`
      : `${column.name}${column.optionalOnInsert || column.nullable ? '?' : ''}: ${valueType(column)};`,
  );
  const update = columns.map((column) =>
    column.generated ? `${column.name}?: never;` : `${column.name}?: ${valueType(column)};`,
  );
  return `${name}: {
    Row: ${fields(row)};
    Insert: ${fields(insert)};
    Update: ${fields(update)};
    Relationships: [];
  };`;
}

/** The source of database.generated.ts, before formatting. */
export function renderDatabaseTypes(schema: SchemaDescription): string {
  const enums = schema.enums.map(
    ({ name, values }) => `${name}: ${values.map(quote).join(' | ')};`,
  );
  return `// generated by scripts/db-types.ts (npm run db:types) from supabase/migrations: do not edit by hand.

/** A value of a json or jsonb column. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/** The \`public\` schema, in the shape supabase-js accepts as \`createClient<Database>\`. */
export interface Database {
  public: {
    Tables: ${fields(schema.tables.map(tableSource))};
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: ${fields(enums)};
    CompositeTypes: { [_ in never]: never };
  };
}

type PublicTables = Database['public']['Tables'];

/** A row of \`table\` as a select returns it. */
export type Tables<Name extends keyof PublicTables> = PublicTables[Name]['Row'];
/** What an insert into \`table\` takes: columns with a default or null may be left out. */
export type TablesInsert<Name extends keyof PublicTables> = PublicTables[Name]['Insert'];
/** What an update of \`table\` takes. */
export type TablesUpdate<Name extends keyof PublicTables> = PublicTables[Name]['Update'];
`;
}

/** The formatted text of database.generated.ts for the database `db`. */
export async function generateDatabaseTypes(db: LocalDatabase): Promise<string> {
  const source = renderDatabaseTypes(await describeSchema(db));
  const options = (await resolveConfig(OUTPUT_FILE)) ?? {};
  return format(source, { ...options, filepath: OUTPUT_FILE });
}

async function main(): Promise<void> {
  const db = await openDatabase();
  try {
    writeFileSync(OUTPUT_FILE, await generateDatabaseTypes(db));
    console.log(
      `Wrote src/domain/database.generated.ts from ${db.appliedMigrations.length} migrations`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
