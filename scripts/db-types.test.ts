import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase } from '../supabase/local/db/database';
import { preparedDatabaseDump } from '../supabase/local/db/prepared-dump';
import { OUTPUT_FILE, allowedValues, generateDatabaseTypes } from './db-types';

let db: LocalDatabase;

beforeAll(async () => {
  db = await openDatabase({ loadDataDir: await preparedDatabaseDump() });
});
afterAll(async () => {
  await db.close();
});

describe('the generated row types', () => {
  it('are exactly what scripts/db-types.ts makes of the migrations (run npm run db:types)', async () => {
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(await generateDatabaseTypes(db));
  });

  it('change with the schema: a new column, a new table, an enum', async () => {
    const before = await generateDatabaseTypes(db);
    await db.admin(async (tx) => {
      await tx.exec(`
        create type public.mood as enum ('happy', 'sleepy');
        alter table public.progress_events add column mood public.mood;
        create table public.toys (
          id uuid primary key,
          name text not null,
          colour text not null default 'green' check (colour in ('green', 'blue')),
          tags text[],
          total integer generated always as (1) stored
        );
      `);
    });
    try {
      const after = await generateDatabaseTypes(db);
      expect(after).not.toBe(before);
      expect(after).toContain("mood: 'happy' | 'sleepy';");
      expect(after).toContain("mood: Database['public']['Enums']['mood'] | null;");
      expect(after).toContain("colour: 'green' | 'blue';");
      expect(after).toContain("colour?: 'green' | 'blue';");
      expect(after).toContain('tags: string[] | null;');
      expect(after).toContain('total?: never;');
      expect(after).toMatch(/toys: \{\n\s+Row: \{\n\s+id: string;\n\s+name: string;/);
    } finally {
      await db.admin(async (tx) => {
        await tx.exec(`
          drop table public.toys;
          alter table public.progress_events drop column mood;
          drop type public.mood;
        `);
      });
    }
  });
});

describe('allowedValues', () => {
  it('reads the values of `col in (...)` and nothing else', () => {
    expect(
      allowedValues(
        "CHECK ((grade = ANY (ARRAY['nursery'::text, 'k1'::text, 'k2'::text])))",
        'grade',
      ),
    ).toEqual(['nursery', 'k1', 'k2']);
    expect(allowedValues("CHECK ((note = ANY (ARRAY['it''s'::text])))", 'note')).toEqual(["it's"]);
    expect(allowedValues('CHECK ((char_length(name) <= 100))', 'name')).toBeNull();
    expect(
      allowedValues("CHECK (((grade = ANY (ARRAY['k1'::text])) OR (grade IS NULL)))", 'grade'),
    ).toBeNull();
    expect(allowedValues("CHECK ((other = ANY (ARRAY['a'::text])))", 'grade')).toBeNull();
  });
});
