/**
 * The rows kept on the device. Plain, JSON-serialisable objects; Dexie stores them as they are.
 */
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import type { ProgressEventFields, SkillScore } from '@/domain/progress';
import type { Item } from '@/domain/types';

/**
 * One finished activity or assessment: the fields of a `progress_events` row (its id generated
 * here; the server ignores a second insert with the same id), and what only the device keeps.
 */
export type ProgressRow = ProgressEventFields & {
  /** The signed-in parent, or null when played without an account. */
  userId: string | null;
  /**
   * The child who played (a `children` id), or null for the family's first child: rounds kept
   * before the family had children, and a visitor's, which join the first child of the account.
   */
  childId: string | null;
  /** `${grade}/${volume}/${subject}/${topic}`: one key for one activity everywhere on the device. */
  topicKey: string;
  /** Per-skill results of an assessment; absent for a topic round. */
  skills?: SkillScore[];
};

/** What the outbox keeps of a result to send it: the row without what only the device needs. */
export type ProgressPayload = Omit<ProgressRow, 'userId' | 'topicKey'>;

/** One time a missed item came back in a later session. */
export interface ReviewReturn {
  /** The calendar day it came back, 'YYYY-MM-DD'. */
  day: string;
  /** Answered right on the first try. */
  right: boolean;
}

/**
 * An item a child missed on the first try, kept to come back on later days (the schedule is
 * src/activities/core/review-schedule.ts). One card per child, topic and item.
 */
export interface ReviewCardRow {
  /** `${childId ?? ''}|${topicKey}|${item.id}`. */
  id: string;
  /** The child who missed it, or null for the family's first child (as progress rows). */
  childId: string | null;
  /** `childId ?? ''`: IndexedDB cannot index null. */
  childKey: string;
  /** The signed-in parent when it was missed, or null without an account. */
  userId: string | null;
  /** The topic the item belongs to (an assessment item: the topic it was drawn from). */
  topicKey: string;
  /** That topic's skill. */
  skill: string;
  /** The item as the child met it, so it comes back exactly. */
  item: Item;
  /** 1 to 3. */
  box: number;
  /** The first day it may come back, 'YYYY-MM-DD'. */
  dueDay: string;
  /** Right in the last box: it never comes back. */
  learnt: boolean;
  /** ISO 8601 of the latest miss that put it in box 1. */
  missedAt: string;
  /** Every time it came back, oldest first. */
  returns: ReviewReturn[];
}

/** A round in progress, saved after every answer so that play resumes after a reload. */
export interface SavedSessionRow<State = unknown> {
  topicKey: string;
  /** The seed the round was generated with. */
  seed: number;
  state: State;
  /** ISO 8601. */
  savedAt: string;
}

/** A content pack downloaded for offline play (volumes 2 to 4). */
export interface StoredPackRow<Pack = unknown> {
  /** `${grade}/${volume}`. */
  key: string;
  grade: GradeSlug;
  volume: VolumeSlug;
  pack: Pack;
  /** ISO 8601. */
  downloadedAt: string;
  /** Bytes of the pack's JSON as downloaded. */
  bytes?: number;
  /** The server's content version of the download, to tell when a newer one exists. */
  version?: string | null;
}

export type WorksheetKind = 'topic' | 'assessment' | 'volume';
export type WorksheetPaper = 'a4' | 'letter';

/** A generated worksheet PDF kept for printing offline. */
export interface WorksheetRow {
  /** `${paper}/${fileName}`: one row per worksheet and paper; a new copy replaces the old. */
  id: string;
  /** ISO 8601. */
  created: string;
  /** Bytes of `pdf`. */
  size: number;
  title: string;
  pdf: Blob;
  /** The download name, e.g. 'sprouts-k1-v1-maths-count-to-10.pdf'. */
  fileName: string;
  /** One topic, one subject's assessment, or every worksheet of a volume. */
  kind: WorksheetKind;
  grade: GradeSlug;
  volume: VolumeSlug;
  /** Null for a whole volume (both subjects). */
  subject: SubjectSlug | null;
  paper: WorksheetPaper;
}

/**
 * Something the device must send to the server later (a finished round, a contact message...),
 * kept until it is delivered: the one outbox of every record type (src/sync delivers it).
 */
export interface OutboxRow<Payload = unknown> {
  /** Auto-incremented; absent before the row is added. */
  seq?: number;
  /** The record type, e.g. 'progress' or 'contact'. */
  kind: string;
  /** The record's own id when it has one (a result's id): the server stores it once by it. */
  key?: string;
  /**
   * The parent the record belongs to: it is sent only while they are signed in. Null for a
   * record anyone may send (a contact message), or one made without an account that waits for
   * one (a visitor's result).
   */
  owner: string | null;
  payload: Payload;
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  /**
   * Why the server refused the record for good (a 4xx that sending again cannot fix). Such a row
   * is set aside: kept on the device, never sent again.
   */
  refused?: string;
}

export function topicKeyOf(
  grade: GradeSlug,
  volume: VolumeSlug,
  subject: SubjectSlug,
  topic: string,
): string {
  return `${grade}/${volume}/${subject}/${topic}`;
}

export function packKeyOf(grade: GradeSlug, volume: VolumeSlug): string {
  return `${grade}/${volume}`;
}
