import type { FinishedResult } from './progress-repo';

/** A finished Nursery counting round for tests of the device's results. */
export function finishedRound(
  userId: string | null,
  childId: string | null = null,
): FinishedResult {
  return {
    userId,
    childId,
    grade: 'nursery',
    volume: 'v1',
    subject: 'maths',
    topic: 'count-to-5',
    kind: 'count',
    score: 4,
    maxScore: 5,
    stars: 2,
    durationMs: 1_000,
  };
}
