/**
 * The headline figures of a child's results, counted one way for Parents Corner and for the
 * progress report: rounds finished, distinct topics played, distinct end-of-volume checks
 * played, the best stars of each topic added up, and the minutes spent.
 */
import type { ProgressEventFields } from './progress';

/** The progress row kind of an end-of-volume assessment (the player stores it so). */
export const ASSESSMENT_RESULT_KIND = 'assessment';

/** What counting needs of a result; device rows, server rows and merged results all fit. */
export type CountedResult = Pick<
  ProgressEventFields,
  'grade' | 'volume' | 'subject' | 'topic' | 'kind' | 'stars' | 'durationMs'
>;

export interface ProgressCounts {
  /** Rounds finished, topics and checks. */
  activities: number;
  /** Distinct topics played (a topic is its grade, volume, subject and id). */
  topicsPlayed: number;
  /** Distinct end-of-volume checks played. */
  checksPlayed: number;
  /** The best stars of each topic played, added up; checks are not topics and add none. */
  stars: number;
  /** Three per topic played. */
  possibleStars: number;
  /** Whole minutes, rounded once over every result. */
  minutes: number;
}

/** Whether a result is an end-of-volume assessment rather than a topic round. */
export function isAssessmentResult(result: Pick<CountedResult, 'kind'>): boolean {
  return result.kind === ASSESSMENT_RESULT_KIND;
}

const placeOf = (result: CountedResult) =>
  `${result.grade}/${result.volume}/${result.subject}/${result.topic}`;

export function countProgress(results: readonly CountedResult[]): ProgressCounts {
  const bestStars = new Map<string, number>();
  const checks = new Set<string>();
  for (const result of results) {
    const place = placeOf(result);
    if (isAssessmentResult(result)) checks.add(place);
    else bestStars.set(place, Math.max(bestStars.get(place) ?? 0, result.stars));
  }
  const durationMs = results.reduce((sum, result) => sum + result.durationMs, 0);
  return {
    activities: results.length,
    topicsPlayed: bestStars.size,
    checksPlayed: checks.size,
    stars: [...bestStars.values()].reduce((sum, stars) => sum + stars, 0),
    possibleStars: bestStars.size * 3,
    minutes: Math.round(durationMs / 60_000),
  };
}
