import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SproutsDatabase } from './db';
import { PROGRESS_KIND } from './progress-outbox';
import type { ProgressRow } from './records';
import { DATABASE_NAME, LATEST_VERSION, SCHEMA_VERSIONS } from './schema';

const row: ProgressRow = {
  id: '3f1c5c8e-1b7a-4f0e-9c3a-2d4b6e8f0a1b',
  userId: null,
  childId: null,
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

  it('has every store with its key and indexes', async () => {
    const database = new SproutsDatabase('schema-latest');
    opened.push(database);
    await database.open();
    expect([...database.backendDB().objectStoreNames].sort()).toEqual([
      'outbox',
      'packs',
      'progress',
      'reviewCards',
      'sessions',
      'worksheets',
    ]);
    expect(indexNames(database, 'progress')).toEqual([
      '[grade+volume]',
      'childId',
      'finishedAt',
      'topicKey',
      'userId',
    ]);
    expect(indexNames(database, 'worksheets')).toEqual(['created', 'size']);
    expect(indexNames(database, 'reviewCards')).toEqual(['childKey', 'topicKey', 'userId']);
    expect(database.reviewCards.schema.primKey.keyPath).toBe('id');
    expect(indexNames(database, 'outbox')).toEqual(['[kind+key]', 'kind', 'nextAttemptAt']);
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
      key: row.id,
      owner: null,
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
    expect(await second.outbox.where('[kind+key]').equals(['progress', row.id]).count()).toBe(1);
    const [queued] = await second.outbox.toArray();
    expect(queued).toEqual({
      seq: 1,
      kind: 'progress',
      key: row.id,
      owner: null,
      payload: { id: row.id },
      attempts: 0,
      nextAttemptAt: 5,
    });
  });

  it('version 2 queues the results version 1 had not synced, and keeps queued messages', async () => {
    const name = 'schema-upgrade-2';
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_VERSIONS[0]?.stores ?? {});
    const { childId: _childId, ...rowV1 } = row;
    const synced = { ...rowV1, id: 'synced-1', synced: 1 };
    const waiting = { ...rowV1, id: 'waiting-1', userId: 'user-1', synced: 0 };
    const visitor = {
      ...rowV1,
      id: 'visitor-1',
      finishedAt: '2026-03-01T10:00:00.000Z',
      synced: 0,
    };
    const refused = {
      ...rowV1,
      id: 'refused-1',
      userId: 'user-1',
      finishedAt: '2026-04-02T10:00:00.000Z',
      synced: 0,
      syncError: 'check',
    };
    await v1.table('progress').bulkAdd([synced, waiting, visitor, refused]);
    const message = { kind: 'contact', payload: { id: 'm1' }, attempts: 2, nextAttemptAt: 9 };
    await v1.table('outbox').add(message);
    v1.close();

    const upgraded = new SproutsDatabase(name);
    opened.push(upgraded);
    const results = await upgraded.progress.toArray();
    expect(results.map((result) => result.id).sort()).toEqual(
      ['refused-1', 'synced-1', 'visitor-1', 'waiting-1'].sort(),
    );
    for (const result of results) {
      expect(result).not.toHaveProperty('synced');
      expect(result).not.toHaveProperty('syncError');
    }
    type RowV1 = Omit<ProgressRow, 'childId'> & { synced: number; syncError?: string };
    // Version 3 then gives every one of them the family's first child (null).
    const payloadOf = ({
      userId: _u,
      topicKey: _t,
      synced: _s,
      syncError: _e,
      ...rest
    }: RowV1) => ({
      ...rest,
      childId: null,
    });
    expect(await upgraded.outbox.toArray()).toEqual([
      { seq: 1, ...message, owner: null },
      {
        seq: 2,
        kind: PROGRESS_KIND,
        key: 'visitor-1',
        owner: null,
        payload: payloadOf(visitor),
        attempts: 0,
        nextAttemptAt: 0,
      },
      expect.objectContaining({ key: 'waiting-1', owner: 'user-1', payload: payloadOf(waiting) }),
      expect.objectContaining({ key: 'refused-1', owner: 'user-1', refused: 'check' }),
    ]);
  });

  it('version 3 gives the results already on a device, and those waiting to be sent, the first child', async () => {
    const name = 'schema-upgrade-3';
    const v2 = new Dexie(name);
    for (const entry of SCHEMA_VERSIONS.slice(0, 2)) v2.version(entry.version).stores(entry.stores);
    const { childId: _childId, ...rowV2 } = row;
    const { userId: _userId, topicKey: _topicKey, ...payloadV2 } = rowV2;
    await v2.table('progress').add({ ...rowV2, userId: 'user-1' });
    await v2.table('outbox').bulkAdd([
      {
        kind: PROGRESS_KIND,
        key: row.id,
        owner: 'user-1',
        payload: payloadV2,
        attempts: 1,
        nextAttemptAt: 3,
      },
      { kind: 'contact', owner: null, payload: { id: 'm1' }, attempts: 0, nextAttemptAt: 0 },
    ]);
    v2.close();

    const upgraded = new SproutsDatabase(name);
    opened.push(upgraded);
    expect(await upgraded.progress.get(row.id)).toEqual({
      ...row,
      userId: 'user-1',
      childId: null,
    });
    expect(await upgraded.outbox.toArray()).toEqual([
      expect.objectContaining({
        key: row.id,
        payload: { ...payloadV2, childId: null },
        attempts: 1,
      }),
      expect.objectContaining({ kind: 'contact', payload: { id: 'm1' } }),
    ]);
  });

  it('version 4 adds an empty store of review cards and keeps every row of version 3', async () => {
    const name = 'schema-upgrade-4';
    const v3 = new Dexie(name);
    for (const entry of SCHEMA_VERSIONS.slice(0, 3)) v3.version(entry.version).stores(entry.stores);
    await v3.table('progress').add(row);
    await v3.table('sessions').put({ topicKey: row.topicKey, seed: 1, state: {}, savedAt: 'x' });
    v3.close();

    const upgraded = new SproutsDatabase(name);
    opened.push(upgraded);
    expect(await upgraded.progress.get(row.id)).toEqual(row);
    expect(await upgraded.sessions.count()).toBe(1);
    expect(await upgraded.reviewCards.count()).toBe(0);
    expect(upgraded.verno).toBe(4);
  });
});
