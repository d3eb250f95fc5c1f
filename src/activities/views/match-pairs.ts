import type { SessionFeedback } from '@/activities/core/session';
import type { Answer, MatchItem } from '@/domain/types';

export type Pairs = Record<string, string>;

/**
 * The pairs on screen before the child changes anything: all of them once solved; after a wrong
 * try, only the pairs that were right (so the child redoes just the others); else none.
 */
export function settledPairs(
  item: MatchItem,
  lastAnswer: Answer | null,
  feedback: SessionFeedback | null,
  solved: boolean,
): Pairs {
  if (lastAnswer?.type !== 'match') return {};
  if (solved) return { ...lastAnswer.pairs };
  if (!feedback) return {};
  return Object.fromEntries(
    Object.entries(lastAnswer.pairs).filter(([left, right]) => item.answer[left] === right),
  );
}

/** `pairs` with left joined to right; whatever either was joined to before is let go. */
export function joinPair(pairs: Pairs, left: string, right: string): Pairs {
  const next = Object.fromEntries(
    Object.entries(pairs).filter(([l, r]) => l !== left && r !== right),
  );
  next[left] = right;
  return next;
}
