import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { DATABASE_NAME } from './database-name';
import {
  readBestsDirectly,
  readChildReviewCardsDirectly,
  readSessionDirectly,
} from './direct-read';
import { finishedRound } from './finished-round.fixture';
import { LATEST_NATIVE_VERSION, LATEST_VERSION } from './latest-version';
import { bestByTopic, recordResult } from './progress-repo';
import type { ProgressRow } from './records';
import { listChildReviewCards, saveReviewCards } from './review-card-repo';
import { reviewCard } from './review-card.fixture';
import { SCHEMA_VERSIONS } from './schema';
import { loadSession, saveSession } from './session-repo';

const KEY = 'nursery/v1/maths/count-to-5';

function deleteDatabase(): Promise<void> {
  return new Promise((done) => {
    const deleting = indexedDB.deleteDatabase(DATABASE_NAME);
    deleting.onsuccess = () => done();
    deleting.onerror = () => done();
  });
}

async function databases(): Promise<{ name?: string; version?: number }[]> {
  return indexedDB.databases();
}

/** The app's database as an older version of the app left it (versions 1 to `version`). */
async function olderDatabase(version: number): Promise<void> {
  const older = new Dexie(DATABASE_NAME);
  for (const entry of SCHEMA_VERSIONS.filter((each) => each.version <= version)) {
    older.version(entry.version).stores(entry.stores);
  }
  await older.open();
  older.close();
}

beforeEach(async () => {
  db.close();
  await deleteDatabase();
});

afterEach(() => {
  db.close();
});

describe('reading straight from IndexedDB', () => {
  it('holds the latest version to the last entry of the schema, as Dexie numbers it', async () => {
    expect(LATEST_VERSION).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    await db.open();
    expect(db.backendDB().version).toBe(LATEST_NATIVE_VERSION);
  });

  it('answers none on a device without the database, and leaves none behind', async () => {
    expect(await readSessionDirectly(KEY)).toEqual({ kind: 'none' });
    expect(await readChildReviewCardsDirectly('child-b', true)).toEqual({ kind: 'none' });
    expect(await readBestsDirectly('nursery', 'v1', () => true)).toEqual({ kind: 'none' });
    expect(await databases()).toEqual([]);
    // No IndexedDB at all (some private windows): nothing to read either.
    expect(await readSessionDirectly(KEY, null)).toEqual({ kind: 'none' });
  });

  it('reads the rows the storage code reads', async () => {
    await db.open();
    await saveSession(KEY, 7, { index: 2 });
    const cards = [
      reviewCard('parent-1', null, 'count-2'),
      reviewCard('parent-1', 'child-a', 'count-3'),
      reviewCard('parent-1', 'child-a', 'count-1'),
      reviewCard('parent-1', 'child-b', 'count-4'),
    ];
    await saveReviewCards(cards);
    await recordResult(finishedRound('parent-1', 'child-a'));
    await recordResult({ ...finishedRound('parent-1', 'child-a'), score: 5, stars: 3 });
    await recordResult({ ...finishedRound('parent-1', 'child-b'), topic: 'count-to-10' });
    await recordResult({ ...finishedRound(null), volume: 'v2' });

    expect(await readSessionDirectly(KEY)).toEqual({
      kind: 'read',
      value: await loadSession(KEY),
    });
    expect(await readSessionDirectly('nursery/v1/maths/none-such')).toEqual({
      kind: 'read',
      value: undefined,
    });
    for (const [childId, isFirst] of [
      ['child-a', true],
      ['child-a', false],
      ['child-b', false],
      [null, true],
    ] as const) {
      const direct = await readChildReviewCardsDirectly(childId, isFirst);
      expect(direct).toEqual({ kind: 'read', value: await listChildReviewCards(childId, isFirst) });
    }
    // The first child's own cards, then those from before it had an id.
    const first = await readChildReviewCardsDirectly('child-a', true);
    expect(first.kind === 'read' && first.value.map((card) => card.item.id)).toEqual([
      'count-1',
      'count-3',
      'count-2',
    ]);
    const childA = (row: ProgressRow) => row.childId === 'child-a';
    const bests = await readBestsDirectly('nursery', 'v1', childA);
    expect(bests).toEqual({ kind: 'read', value: await bestByTopic('nursery', 'v1', childA) });
    expect(bests.kind === 'read' && bests.value.get('count-to-5')).toMatchObject({
      stars: 3,
      timesPlayed: 2,
    });
    const everyone = await readBestsDirectly('nursery', 'v1', () => true);
    expect(everyone.kind === 'read' && [...everyone.value.keys()].sort()).toEqual([
      'count-to-10',
      'count-to-5',
    ]);
  });

  it('leaves an older database to the storage code, which upgrades it', async () => {
    await olderDatabase(3);
    expect(await readSessionDirectly(KEY)).toEqual({ kind: 'fallback' });
    expect(await readChildReviewCardsDirectly(null, true)).toEqual({ kind: 'fallback' });
    expect(await databases()).toEqual([{ name: DATABASE_NAME, version: 30 }]);
    await db.open();
    expect(await listChildReviewCards(null, true)).toEqual([]);
    expect(await databases()).toEqual([{ name: DATABASE_NAME, version: LATEST_NATIVE_VERSION }]);
  });

  it('falls back when the database lacks a store it reads', async () => {
    await new Promise<void>((done) => {
      const request = indexedDB.open(DATABASE_NAME, LATEST_NATIVE_VERSION);
      request.onupgradeneeded = () => request.result.createObjectStore('sessions');
      request.onsuccess = () => {
        request.result.close();
        done();
      };
    });
    expect(await readSessionDirectly(KEY)).toEqual({ kind: 'read', value: undefined });
    expect(await readChildReviewCardsDirectly(null, true)).toEqual({ kind: 'fallback' });
    expect(await readBestsDirectly('nursery', 'v1', () => true)).toEqual({ kind: 'fallback' });
  });

  it('closes its connection: it keeps neither an upgrade nor a deletion waiting', async () => {
    await olderDatabase(LATEST_VERSION);
    const close = vi.spyOn(IDBDatabase.prototype, 'close');
    const reads = await Promise.all([
      readSessionDirectly(KEY),
      readChildReviewCardsDirectly(null, true),
      readBestsDirectly('nursery', 'v1', () => true),
    ]);
    expect(reads.map((read) => read.kind)).toEqual(['read', 'read', 'read']);
    // Reads that start together share one connection, closed once they are done.
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    close.mockRestore();
    const blocked = await new Promise<boolean>((done) => {
      const deleting = indexedDB.deleteDatabase(DATABASE_NAME);
      deleting.onblocked = () => done(true);
      deleting.onsuccess = () => done(false);
    });
    expect(blocked).toBe(false);
  });
});
