import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_NAME } from './database-name';
import { LATEST_NATIVE_VERSION } from './latest-version';
import { finishedRound } from './finished-round.fixture';
import { reviewCard } from './review-card.fixture';

/** Each case is a new page: the module's memory of a loaded store starts empty. */
async function freshPage() {
  vi.resetModules();
  return import('./on-demand');
}

async function databaseExists(): Promise<boolean> {
  return (await indexedDB.databases()).some((entry) => entry.name === DATABASE_NAME);
}

beforeEach(async () => {
  await new Promise<void>((done) => {
    const deleting = indexedDB.deleteDatabase(DATABASE_NAME);
    deleting.onsuccess = () => done();
    deleting.onerror = () => done();
  });
});

// The last page's connection closes, so that the next case can delete the database.
afterEach(async () => {
  (await import('./index')).db.close();
});

describe('the device database on demand', () => {
  it('answers every read empty on a first visit without creating the database', async () => {
    const store = await freshPage();
    expect(await store.loadSession('k1/v1/maths/add-within-5')).toBeUndefined();
    expect(await store.listResults({ grade: 'k1', volume: 'v1' })).toEqual([]);
    expect(await store.countResults()).toBe(0);
    expect(await store.bestByTopic('k1', 'v1')).toEqual(new Map());
    expect(await store.listChildReviewCards(null, true)).toEqual([]);
    expect(await store.loadStoredPack('k1', 'v2')).toBeUndefined();
    expect(await store.listStoredPacks()).toEqual([]);
    await store.removeStoredPack('k1', 'v2');
    await store.saveReviewCards([]);
    expect(await databaseExists()).toBe(false);
  });

  it('prepares the storage code ahead of a first write only where a database is kept', async () => {
    // A first visit: nothing is loaded before the child's first tap, and nothing is created.
    const first = await freshPage();
    expect(await first.prepareStore()).toBe(false);
    expect(await databaseExists()).toBe(false);
    await first.saveSession('nursery/v1/maths/count-to-5', 7, { index: 2 });
    (await import('./index')).db.close();

    // A later page on the same device: the code comes ahead, and reads still find the round.
    const later = await freshPage();
    expect(await later.prepareStore()).toBe(true);
    expect(await later.loadSession('nursery/v1/maths/count-to-5')).toMatchObject({
      state: { index: 2 },
    });
  });

  it('clears a round after the saves before it, even while the storage code loads', async () => {
    const store = await freshPage();
    const saving = store.saveSession('nursery/v1/maths/count-to-5', 7, { index: 4 });
    const clearing = store.clearSession('nursery/v1/maths/count-to-5');
    await Promise.all([saving, clearing]);
    expect(await store.loadSession('nursery/v1/maths/count-to-5')).toBeUndefined();
  });

  it('creates the database with the first write and reads what it wrote', async () => {
    const store = await freshPage();
    await store.saveSession('nursery/v1/maths/count-to-5', 7, { index: 1 });
    expect(await databaseExists()).toBe(true);
    expect(await store.loadSession('nursery/v1/maths/count-to-5')).toMatchObject({
      seed: 7,
      state: { index: 1 },
    });

    await store.recordResult(finishedRound(null));
    expect(await store.countResults()).toBe(1);
    expect((await store.bestByTopic('nursery', 'v1')).get('count-to-5')).toMatchObject({
      stars: 2,
      timesPlayed: 1,
    });
    await store.saveReviewCards([reviewCard(null)]);
    expect(await store.listChildReviewCards(null, true)).toHaveLength(1);
    await store.storePack('k1', 'v2', { topics: [] }, { bytes: 10 });
    expect(await store.loadStoredPack('k1', 'v2')).toMatchObject({ pack: { topics: [] } });
    expect((await store.listStoredPacks()).map((pack) => pack.key)).toEqual(['k1/v2']);
    await store.removeStoredPack('k1', 'v2');
    expect(await store.listStoredPacks()).toEqual([]);
    await store.clearSession('nursery/v1/maths/count-to-5');
    expect(await store.loadSession('nursery/v1/maths/count-to-5')).toBeUndefined();
  });

  it('reads what an earlier page kept on this device', async () => {
    const earlier = await freshPage();
    await earlier.recordResult(finishedRound(null));
    await earlier.saveSession('nursery/v1/maths/count-to-5', 3, { index: 2 });
    (await import('./index')).db.close();

    const later = await freshPage();
    expect(await later.listResults({ grade: 'nursery', volume: 'v1' })).toHaveLength(1);
    expect(await later.loadSession('nursery/v1/maths/count-to-5')).toMatchObject({ seed: 3 });
  });

  it('reads what a start button waits for without the storage code, which writes then use', async () => {
    const earlier = await freshPage();
    await earlier.recordResult(finishedRound(null));
    await earlier.saveSession('nursery/v1/maths/count-to-5', 3, { index: 2 });
    await earlier.saveReviewCards([reviewCard(null)]);
    (await import('./index')).db.close();

    // The storage code (Dexie) opens the database at its version; a direct read opens it as is.
    const open = vi.spyOn(indexedDB, 'open');
    const later = await freshPage();
    const [saved, cards, bests] = await Promise.all([
      later.loadSession('nursery/v1/maths/count-to-5'),
      later.listChildReviewCards(null, true),
      later.bestByTopic('nursery', 'v1'),
    ]);
    expect(saved).toMatchObject({ seed: 3, state: { index: 2 } });
    expect(cards).toHaveLength(1);
    expect(bests.get('count-to-5')).toMatchObject({ stars: 2 });
    expect(open.mock.calls).toEqual([[DATABASE_NAME]]);

    await later.saveSession('nursery/v1/maths/count-to-5', 3, { index: 3 });
    expect(open.mock.calls.at(-1)).toEqual([DATABASE_NAME, LATEST_NATIVE_VERSION]);
    // After a write, reads follow it through the storage code.
    expect(await later.loadSession('nursery/v1/maths/count-to-5')).toMatchObject({
      state: { index: 3 },
    });
    expect(open.mock.calls.filter((call) => call.length === 1)).toHaveLength(1);
    open.mockRestore();
  });
});
