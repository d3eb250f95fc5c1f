/**
 * The device database for pages that may not need it: each call loads the storage code on its
 * first use, and a read on a device that holds no database yet (a first visit) answers empty
 * without loading that code or creating the database. A child's first round loads it only with
 * the first tap, when there is something to keep; the reads its start button waits for go
 * straight to IndexedDB where they can.
 */
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { deviceDatabaseMayExist } from './device-database';
import {
  readBestsDirectly,
  readChildReviewCardsDirectly,
  readSessionDirectly,
  type DirectAnswer,
} from './direct-read';
import type { FinishedResult, ResultFilter, TopicBest } from './progress-repo';
import type { StoredPackSummary } from './pack-repo';
import type { ProgressRow, ReviewCardRow, SavedSessionRow, StoredPackRow } from './records';

type Store = typeof import('./index');

let held = false;
let asked = false;
let loading: Promise<Store> | null = null;

/** The storage code, loaded once; a load that failed (offline before it was cached) is retried. */
function code(): Promise<Store> {
  loading ??= import('./index').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The storage code for a write, or for a read that follows the writes before it. */
function store(): Promise<Store> {
  asked = true;
  return code().then((loaded) => {
    held = true;
    return loaded;
  });
}

/**
 * Loads the storage code ahead of the first write on a device that holds a database already: a
 * child's first tap keeps the round, and should not wait for the code that keeps it. A first
 * visit waits for that tap, as it would have without this. Reads still answer as before it.
 * Resolves to whether the code was loaded.
 */
export async function prepareStore(): Promise<boolean> {
  try {
    if (!(await mayHold())) return false;
    await code();
    return true;
  } catch {
    return false;
  }
}

let asking: Promise<boolean> | null = null;

/** Whether the database may exist; the reads that start together ask the browser once. */
function mayHold(): Promise<boolean> {
  if (held) return Promise.resolve(true);
  asking ??= deviceDatabaseMayExist().finally(() => {
    asking = null;
  });
  return asking;
}

/** Runs `read` where the database may exist; answers `empty` where it cannot yet. */
async function whereHeld<T>(empty: T, read: (loaded: Store) => Promise<T>): Promise<T> {
  if (!(await mayHold())) return empty;
  return read(await store());
}

/**
 * A first read straight from IndexedDB (./direct-read.ts) while the storage code has not been
 * asked for on this page: once it has, a write may be on its way through it, and reads follow.
 */
async function directFirst<T>(
  empty: T,
  direct: () => Promise<DirectAnswer<T>>,
  read: (loaded: Store) => Promise<T>,
): Promise<T> {
  if (!asked) {
    const answer = await direct();
    if (answer.kind === 'read') return answer.value;
    if (answer.kind === 'none') return empty;
  }
  return whereHeld(empty, read);
}

export function loadSession<State>(topicKey: string): Promise<SavedSessionRow<State> | undefined> {
  return directFirst(
    undefined,
    () => readSessionDirectly<State>(topicKey),
    (loaded) => loaded.loadSession<State>(topicKey),
  );
}

export async function saveSession<State>(
  topicKey: string,
  seed: number,
  state: State,
): Promise<void> {
  await (await store()).saveSession(topicKey, seed, state);
}

/** A write like the saves before it, so that it lands after them even while the code loads. */
export async function clearSession(topicKey: string): Promise<void> {
  await (await store()).clearSession(topicKey);
}

export async function recordResult(result: FinishedResult): Promise<ProgressRow> {
  return (await store()).recordResult(result);
}

export function listResults(filter?: ResultFilter): Promise<ProgressRow[]> {
  return whereHeld([], (loaded) => loaded.listResults(filter));
}

export function countResults(): Promise<number> {
  return whereHeld(0, (loaded) => loaded.countResults());
}

export function bestByTopic(
  grade: GradeSlug,
  volume: VolumeSlug,
  counts?: (row: ProgressRow) => boolean,
): Promise<Map<string, TopicBest>> {
  return directFirst(
    new Map<string, TopicBest>(),
    () => readBestsDirectly(grade, volume, counts ?? (() => true)),
    (loaded) => loaded.bestByTopic(grade, volume, counts),
  );
}

export function listChildReviewCards(
  childId: string | null,
  isFirstChild: boolean,
): Promise<ReviewCardRow[]> {
  return directFirst(
    [],
    () => readChildReviewCardsDirectly(childId, isFirstChild),
    (loaded) => loaded.listChildReviewCards(childId, isFirstChild),
  );
}

export async function saveReviewCards(cards: readonly ReviewCardRow[]): Promise<void> {
  if (cards.length > 0) await (await store()).saveReviewCards(cards);
}

export function loadStoredPack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
): Promise<StoredPackRow<Pack> | undefined> {
  return whereHeld(undefined, (loaded) => loaded.loadStoredPack<Pack>(grade, volume));
}

export async function storePack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
  pack: Pack,
  sizes?: { bytes?: number; version?: string | null },
): Promise<void> {
  await (await store()).storePack(grade, volume, pack, sizes);
}

export function listStoredPacks(): Promise<StoredPackSummary[]> {
  return whereHeld([], (loaded) => loaded.listStoredPacks());
}

export function removeStoredPack(grade: GradeSlug, volume: VolumeSlug): Promise<void> {
  return whereHeld(undefined, (loaded) => loaded.removeStoredPack(grade, volume));
}
