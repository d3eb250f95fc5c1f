/**
 * A finished round (one topic or an end-of-volume assessment) as every layer speaks of it, derived
 * from the `progress_events` row that the migrations define (database.generated.ts).
 */
import type { CamelCased } from './camel-case';
import type { Tables } from './database.generated';

/**
 * How a child did on one skill of an end-of-volume assessment: the items of one topic, right on
 * the first try out of those asked. Stored as an array in `progress_events.skills` (jsonb).
 */
export type SkillScore = {
  skill: string;
  topic: string;
  /** Items right on the first try. */
  score: number;
  /** Items asked. */
  maxScore: number;
};

/**
 * The fields of a finished round shared by the device and the server: a `progress_events` row in
 * camelCase, without its owner and child, the server's stamp and the per-skill results (typed by each
 * reader: as written, or as stored). `id` is a uuid the device generated, `topic` a topic id or an
 * assessment id, `stars` 0 to 3, `finishedAt` ISO 8601.
 */
export type ProgressEventFields = Omit<
  CamelCased<Tables<'progress_events'>>,
  'userId' | 'childId' | 'createdAt' | 'skills'
>;
