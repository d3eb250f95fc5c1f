import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { db } from './db';
import { topicKeyOf, type ProgressRow } from './records';

/** What the player reports when a round ends: a progress row before it has an id. */
export type FinishedResult = Omit<
  ProgressRow,
  'id' | 'topicKey' | 'finishedAt' | 'synced' | 'syncError'
> & {
  /** Defaults to now. */
  finishedAt?: Date;
};

export interface ResultFilter {
  grade?: GradeSlug;
  volume?: VolumeSlug;
  topicKey?: string;
  userId?: string | null;
  synced?: boolean;
}

export interface TopicBest {
  stars: number;
  bestScore: number;
  timesPlayed: number;
  /** ISO 8601 of the latest finish. */
  lastPlayed: string;
}

function checkResult(result: FinishedResult): void {
  const whole = (value: number) => Number.isInteger(value) && value >= 0;
  if (!whole(result.score) || !whole(result.maxScore) || result.maxScore === 0) {
    throw new Error(
      `A result needs whole scores with maxScore > 0 (got ${result.score}/${result.maxScore})`,
    );
  }
  if (result.score > result.maxScore) throw new Error('A score cannot exceed its maximum');
  if (!Number.isInteger(result.stars) || result.stars < 0 || result.stars > 3) {
    throw new Error(`Stars must be 0 to 3 (got ${result.stars})`);
  }
  if (!result.topic) throw new Error('A result needs a topic');
  for (const skill of result.skills ?? []) {
    if (!skill.skill || !skill.topic) throw new Error('A skill score needs a skill and a topic');
    if (!whole(skill.score) || !whole(skill.maxScore) || skill.score > skill.maxScore) {
      throw new Error(`A skill score needs whole scores within its maximum (${skill.skill})`);
    }
  }
}

const recordedListeners = new Set<(row: ProgressRow) => void>();

/** Called after every result stored on this device (the sync sends it on). */
export function onResultRecorded(listener: (row: ProgressRow) => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

/** Stores a finished round on the device first; it is synced later by its id. */
export async function recordResult(result: FinishedResult): Promise<ProgressRow> {
  checkResult(result);
  const row: ProgressRow = {
    id: crypto.randomUUID(),
    userId: result.userId,
    grade: result.grade,
    volume: result.volume,
    subject: result.subject,
    topic: result.topic,
    topicKey: topicKeyOf(result.grade, result.volume, result.subject, result.topic),
    kind: result.kind,
    score: result.score,
    maxScore: result.maxScore,
    stars: result.stars,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    finishedAt: (result.finishedAt ?? new Date()).toISOString(),
    ...(result.skills ? { skills: result.skills.map((skill) => ({ ...skill })) } : {}),
    synced: 0,
  };
  await db.progress.add(row);
  for (const listener of recordedListeners) listener(row);
  return row;
}

/** Results matching every given field, newest first. */
export async function listResults(filter: ResultFilter = {}): Promise<ProgressRow[]> {
  const { grade, volume, topicKey, userId, synced } = filter;
  const collection =
    topicKey !== undefined
      ? db.progress.where('topicKey').equals(topicKey)
      : grade !== undefined && volume !== undefined
        ? db.progress.where('[grade+volume]').equals([grade, volume])
        : db.progress.toCollection();
  const rows = await collection
    .filter(
      (row) =>
        (grade === undefined || row.grade === grade) &&
        (volume === undefined || row.volume === volume) &&
        (userId === undefined || row.userId === userId) &&
        (synced === undefined || row.synced === (synced ? 1 : 0)),
    )
    .toArray();
  return rows.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}

/**
 * Results of this user still to be sent, oldest first, leaving out those the server refused.
 */
export async function unsyncedResults(userId: string, limit = 100): Promise<ProgressRow[]> {
  const rows = await db.progress
    .where('synced')
    .equals(0)
    .filter((row) => row.userId === userId && row.syncError === undefined)
    .toArray();
  return rows.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt)).slice(0, limit);
}

/** Results of this user not on the server: waiting to be sent, or refused by the server. */
export async function syncBacklog(userId: string): Promise<{ waiting: number; refused: number }> {
  const rows = await db.progress
    .where('synced')
    .equals(0)
    .filter((row) => row.userId === userId)
    .toArray();
  const refused = rows.filter((row) => row.syncError !== undefined).length;
  return { waiting: rows.length - refused, refused };
}

/**
 * Gives the results played without an account (userId null) to `userId`: a visitor's progress
 * follows them into the account they sign up for or sign in to. Returns how many moved.
 */
export async function attachVisitorResults(userId: string): Promise<number> {
  return db.progress
    .where('synced')
    .equals(0)
    .filter((row) => row.userId === null)
    .modify({ userId });
}

/** Remembers that the server refused a result, so it is kept but not sent again. */
export async function markSyncRejected(id: string, reason: string): Promise<void> {
  await db.progress.update(id, { syncError: reason.slice(0, 500) || 'Refused by the server' });
}

/** Marks results as stored on the server. */
export async function markSynced(ids: readonly string[]): Promise<void> {
  await db.progress
    .where('id')
    .anyOf([...ids])
    .modify({ synced: 1 });
}

/** Best stars and score, plays and last play per topic (or assessment) of one volume. */
export async function bestByTopic(
  grade: GradeSlug,
  volume: VolumeSlug,
): Promise<Map<string, TopicBest>> {
  const rows = await db.progress.where('[grade+volume]').equals([grade, volume]).toArray();
  const best = new Map<string, TopicBest>();
  for (const row of rows) {
    const seen = best.get(row.topic);
    best.set(
      row.topic,
      seen
        ? {
            stars: Math.max(seen.stars, row.stars),
            bestScore: Math.max(seen.bestScore, row.score),
            timesPlayed: seen.timesPlayed + 1,
            lastPlayed: seen.lastPlayed > row.finishedAt ? seen.lastPlayed : row.finishedAt,
          }
        : { stars: row.stars, bestScore: row.score, timesPlayed: 1, lastPlayed: row.finishedAt },
    );
  }
  return best;
}
