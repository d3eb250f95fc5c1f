import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { db, type SproutsDatabase } from './db';
import { announceQueued } from './outbox-repo';
import { outboxRowOf, PROGRESS_KIND } from './progress-outbox';
import { topicKeyOf, type ProgressRow } from './records';
import { announceResult } from './result-events';
import { bestsOfRows, type TopicBest } from './topic-bests';

/** What the player reports when a round ends: a progress row before it has an id. */
export type FinishedResult = Omit<ProgressRow, 'id' | 'topicKey' | 'finishedAt' | 'childId'> & {
  /** Defaults to now. */
  finishedAt?: Date;
  /** Defaults to null: the family's first child. */
  childId?: string | null;
};

export interface ResultFilter {
  grade?: GradeSlug;
  volume?: VolumeSlug;
  topicKey?: string;
  userId?: string | null;
  /** One child's rounds; null: the first child's kept without a child id. */
  childId?: string | null;
}

export type { TopicBest } from './topic-bests';

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

/**
 * Stores a finished round on the device first, and in the same transaction queues it in the
 * outbox, which sends it later by its id.
 */
export async function recordResult(
  result: FinishedResult,
  database: SproutsDatabase = db,
): Promise<ProgressRow> {
  checkResult(result);
  const row: ProgressRow = {
    id: crypto.randomUUID(),
    userId: result.userId,
    childId: result.childId ?? null,
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
  };
  const queued = outboxRowOf(row);
  await database.transaction('rw', database.progress, database.outbox, async () => {
    await database.progress.add(row);
    await database.outbox.add(queued);
  });
  announceResult(row);
  announceQueued(PROGRESS_KIND);
  return row;
}

/** Results matching every given field, newest first. */
export async function listResults(filter: ResultFilter = {}): Promise<ProgressRow[]> {
  const { grade, volume, topicKey, userId, childId } = filter;
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
        (childId === undefined || row.childId === childId),
    )
    .toArray();
  return rows.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}

/** How many results this device holds. */
export async function countResults(database: SproutsDatabase = db): Promise<number> {
  return database.progress.count();
}

/** Results of this user not on the server: waiting to be sent, or refused by the server. */
export async function syncBacklog(
  userId: string,
  database: SproutsDatabase = db,
): Promise<{ waiting: number; refused: number }> {
  const rows = await database.outbox
    .where('kind')
    .equals(PROGRESS_KIND)
    .filter((row) => row.owner === userId)
    .toArray();
  const refused = rows.filter((row) => row.refused !== undefined).length;
  return { waiting: rows.length - refused, refused };
}

/**
 * Gives the results played without an account (userId null) to `userId`, on the device and in
 * the outbox: a visitor's progress follows them into the account they sign up for or sign in
 * to. Returns how many moved.
 */
export async function attachVisitorResults(
  userId: string,
  database: SproutsDatabase = db,
): Promise<number> {
  return database.transaction('rw', database.progress, database.outbox, async () => {
    await database.outbox
      .where('kind')
      .equals(PROGRESS_KIND)
      .filter((row) => row.owner === null)
      .modify({ owner: userId });
    return database.progress.filter((row) => row.userId === null).modify({ userId });
  });
}

/**
 * Best stars and score, plays and last play per topic (or assessment) of one volume, from the
 * rounds `counts` takes (every round when left out).
 */
export async function bestByTopic(
  grade: GradeSlug,
  volume: VolumeSlug,
  counts: (row: ProgressRow) => boolean = () => true,
): Promise<Map<string, TopicBest>> {
  const rows = await db.progress
    .where('[grade+volume]')
    .equals([grade, volume])
    .filter(counts)
    .toArray();
  return bestsOfRows(rows);
}
