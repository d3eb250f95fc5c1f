/**
 * The reads a child's start button waits for (the topic's unfinished round and the child's
 * review cards) and the volume's stars, straight from IndexedDB. On a device whose database is
 * at the latest version they need not wait for the storage code (Dexie) to load and open it,
 * which on a slow tablet took longer than the rest of the page's start. Anything else (an older
 * or newer database, a store missing, an error) answers 'fallback', and the caller reads
 * through the storage code.
 */
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { DATABASE_NAME } from './database-name';
import { LATEST_NATIVE_VERSION } from './latest-version';
import type { ProgressRow, ReviewCardRow, SavedSessionRow } from './records';
import { reviewChildKeys } from './review-child-keys';
import { bestsOfRows, type TopicBest } from './topic-bests';

export type DirectAnswer<T> =
  | { kind: 'read'; value: T }
  /** The device holds no database (a first visit): every read is empty. */
  | { kind: 'none' }
  | { kind: 'fallback' };

type Opened = IDBDatabase | 'none' | 'fallback';

function openLatest(factory: IDBFactory): Promise<Opened> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // Without a version: an existing database opens as it is, never upgraded from here.
      request = factory.open(DATABASE_NAME);
    } catch {
      resolve('fallback');
      return;
    }
    let absent = false;
    request.onupgradeneeded = () => {
      // Only a database that did not exist upgrades when opened without a version: aborting
      // undoes its creation, so a first visit still leaves nothing behind.
      absent = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(absent ? 'none' : 'fallback');
    };
    request.onsuccess = () => {
      const database = request.result;
      if (database.version !== LATEST_NATIVE_VERSION) {
        database.close();
        resolve('fallback');
        return;
      }
      // Another tab upgrading the database is not kept waiting by this connection.
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}

interface Connection {
  opening: Promise<Opened>;
  users: number;
}

// Reads that start together share one connection, closed when the last of them is done.
let shared: Connection | null = null;

async function withLatestDatabase<T>(
  read: (database: IDBDatabase) => Promise<T>,
  factory: IDBFactory | null,
): Promise<DirectAnswer<T>> {
  if (!factory) return { kind: 'none' };
  const connection = shared ?? { opening: openLatest(factory), users: 0 };
  shared = connection;
  connection.users += 1;
  try {
    const database = await connection.opening;
    if (database === 'none' || database === 'fallback') return { kind: database };
    return { kind: 'read', value: await read(database) };
  } catch {
    return { kind: 'fallback' };
  } finally {
    connection.users -= 1;
    if (connection.users === 0) {
      if (shared === connection) shared = null;
      void connection.opening.then((database) => {
        if (typeof database !== 'string') database.close();
      });
    }
  }
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

/** The round saved for a topic, as the storage code's loadSession reads it. */
export function readSessionDirectly<State>(
  topicKey: string,
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): Promise<DirectAnswer<SavedSessionRow<State> | undefined>> {
  return withLatestDatabase(
    (database) =>
      result(
        database.transaction('sessions', 'readonly').objectStore('sessions').get(topicKey),
      ) as Promise<SavedSessionRow<State> | undefined>,
    factory,
  );
}

/** A child's review cards, as the storage code's listChildReviewCards reads them. */
export function readChildReviewCardsDirectly(
  childId: string | null,
  isFirstChild: boolean,
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): Promise<DirectAnswer<ReviewCardRow[]>> {
  return withLatestDatabase(async (database) => {
    const index = database
      .transaction('reviewCards', 'readonly')
      .objectStore('reviewCards')
      .index('childKey');
    const lists = await Promise.all(
      reviewChildKeys(childId, isFirstChild).map(
        (key) => result(index.getAll(key)) as Promise<ReviewCardRow[]>,
      ),
    );
    return lists.flat();
  }, factory);
}

/** Best stars per topic of a volume, as the storage code's bestByTopic reads them. */
export function readBestsDirectly(
  grade: GradeSlug,
  volume: VolumeSlug,
  counts: (row: ProgressRow) => boolean,
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): Promise<DirectAnswer<Map<string, TopicBest>>> {
  return withLatestDatabase(async (database) => {
    const rows = (await result(
      database
        .transaction('progress', 'readonly')
        .objectStore('progress')
        .index('[grade+volume]')
        .getAll([grade, volume]),
    )) as ProgressRow[];
    return bestsOfRows(rows.filter(counts));
  }, factory);
}
