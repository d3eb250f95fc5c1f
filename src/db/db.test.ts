import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SproutsDatabase } from './db';
import type { ProgressRow } from './records';
import { DATABASE_NAME, LATEST_VERSION, SCHEMA_VERSIONS } from './schema';

const row: ProgressRow = {
  id: '3f1c5c8e-1b7a-4f0e-9c3a-2d4b6e8f0a1b',
  userId: null,
  grade: 'k1',
  volume: 'v1',
  subject: 'maths',
  topic: 'count-to-10',
  topicKey: 'k1/v1/maths/count-to-10',
  kind: 'counting',
  score: 7,
  maxScore: 8,
  stars: 2,
  durationMs: 61_000,
  finishedAt: '2026-04-01T10:00:00.000Z',
  synced: 0,
};

/** Names of a store's indexes as IndexedDB reports them. */
function indexNames(database: SproutsDatabase, store: string): string[] {
  const transaction = database.backendDB().transaction(store, 'readonly');
  return [...transaction.objectStore(store).indexNames].sort();
}

describe('device database schema', () => {
  const opened: SproutsDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.delete();
  });

  it('is called sprouts and its versions count up from 1', () => {
    expect(DATABASE_NAME).toBe('sprouts');
    expect(SCHEMA_VERSIONS.map((entry) => entry.version)).toEqual(
      SCHEMA_VERSIONS.map((_, index) => index + 1),
    );
    expect(LATEST_VERSION).toBe(SCHEMA_VERSIONS.length);
  });

  it('version 1 creates every store with its key and indexes', async () => {
    const database = new SproutsDatabase('schema-v1');
    opened.push(database);
    await database.open();
    expect([...database.backendDB().objectStoreNames].sort()).toEqual([
      'outbox',
      'packs',
      'progress',
      'sessions',
      'worksheets',
    ]);
    expect(indexNames(database, 'progress')).toEqual([
      '[grade+volume]',
      'finishedAt',
      'synced',
      'topicKey',
      'userId',
    ]);
    expect(indexNames(database, 'worksheets')).toEqual(['created', 'size']);
    expect(indexNames(database, 'outbox')).toEqual(['attempts', 'kind', 'nextAttemptAt']);
    expect(database.progress.schema.primKey.keyPath).toBe('id');
    expect(database.sessions.schema.primKey.keyPath).toBe('topicKey');
    expect(database.packs.schema.primKey.keyPath).toBe('key');
    expect(database.outbox.schema.primKey.auto).toBe(true);
  });

  it('keeps rows across closing and reopening, and finds them by every index', async () => {
    const first = new SproutsDatabase('schema-reopen');
    await first.progress.add(row);
    await first.outbox.add({
      kind: 'progress',
      payload: { id: row.id },
      attempts: 0,
      nextAttemptAt: 5,
    });
    first.close();

    const second = new SproutsDatabase('schema-reopen');
    opened.push(second);
    expect(await second.progress.get(row.id)).toEqual(row);
    expect(await second.progress.where('[grade+volume]').equals(['k1', 'v1']).count()).toBe(1);
    expect(await second.progress.where('topicKey').equals(row.topicKey).count()).toBe(1);
    expect(await second.progress.where('synced').equals(0).count()).toBe(1);
    const [queued] = await second.outbox.toArray();
    expect(queued).toEqual({
      seq: 1,
      kind: 'progress',
      payload: { id: row.id },
      attempts: 0,
      nextAttemptAt: 5,
    });
  });
});
