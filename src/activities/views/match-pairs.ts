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
  return settledEntries(
    item.answer,
    lastAnswer?.type === 'match' ? lastAnswer.pairs : null,
    feedback,
    solved,
  );
}

/**
 * What stays on screen of an answer made of entries (pairs, tiles in places): all of it once
 * solved; after a try, only the entries that are right; else nothing.
 */
export function settledEntries(
  key: Readonly<Record<string, string>>,
  given: Readonly<Record<string, string>> | null,
  feedback: SessionFeedback | null,
  solved: boolean,
): Record<string, string> {
  if (!given) return {};
  if (solved) return { ...given };
  if (!feedback) return {};
  return Object.fromEntries(Object.entries(given).filter(([from, to]) => key[from] === to));
}

/** `pairs` with left joined to right; whatever either was joined to before is let go. */
export function joinPair(pairs: Pairs, left: string, right: string): Pairs {
  const next = Object.fromEntries(
    Object.entries(pairs).filter(([l, r]) => l !== left && r !== right),
  );
  next[left] = right;
  return next;
}
