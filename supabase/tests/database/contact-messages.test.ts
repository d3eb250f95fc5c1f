import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../local/db/database';
import { openTestDatabase } from './harness';

describe('contact_messages', () => {
  let db: LocalDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  const insert = (id: string) =>
    db.admin((tx) =>
      tx.query(
        `insert into public.contact_messages (id, name, email, subject, message)
         values ($1, 'Pat', 'pat@example.com', 'Hello', 'A question')`,
        [id],
      ),
    );

  it('records when the first mail attempt started', async () => {
    const id = randomUUID();
    await insert(id);
    const [row] = await db.admin(
      async (tx) =>
        (
          await tx.query<{ mail_status: string; mail_attempted_at: Date; created_at: Date }>(
            'select mail_status, mail_attempted_at, created_at from public.contact_messages where id = $1',
            [id],
          )
        ).rows,
    );
    expect(row?.mail_status).toBe('pending');
    expect(row?.mail_attempted_at).toBeInstanceOf(Date);
    expect(row?.mail_attempted_at.getTime()).toBe(row?.created_at.getTime());
  });

  it('keeps one row per id the app generated', async () => {
    const id = randomUUID();
    await insert(id);
    await expect(insert(id)).rejects.toMatchObject({ code: '23505' });
  });

  it('needs a time for every attempt', async () => {
    await expect(
      db.admin((tx) =>
        tx.query(
          `insert into public.contact_messages (name, email, subject, message, mail_attempted_at)
           values ('Pat', 'pat@example.com', 'Hello', 'A question', null)`,
        ),
      ),
    ).rejects.toMatchObject({ code: '23502' });
  });
});
