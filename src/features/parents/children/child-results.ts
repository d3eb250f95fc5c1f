import { isRoundOfChild } from '@/content/garden';
import type { ProgressResult } from '@/content/progress';

/**
 * The results of one child. A result kept without a child (played before the family had
 * several children, or before the device knew them) belongs to the first child.
 */
export function resultsOfChild<Result extends ProgressResult>(
  results: readonly Result[],
  childId: string,
  firstChildId: string | undefined,
): Result[] {
  return results.filter((result) => isRoundOfChild(result.childId, childId, firstChildId));
}

/** A child's stars: the best of each topic or assessment, added up. */
export function starsOf(results: readonly ProgressResult[]): number {
  const best = new Map<string, number>();
  for (const result of results) {
    const key = `${result.grade}/${result.volume}/${result.subject}/${result.topic}`;
    best.set(key, Math.max(best.get(key) ?? 0, result.stars));
  }
  return [...best.values()].reduce((sum, stars) => sum + stars, 0);
}
