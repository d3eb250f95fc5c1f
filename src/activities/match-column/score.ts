import { scoreMatch } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
import { capitalised } from '@/domain/lexicon';

/** Pair by pair: 'Letter b does not go with cat. Let's try again!' */
export function scoreMatchColumn(item: Item, answer: Answer): ScoreResult {
  const result = scoreMatch(item, answer);
  return { ...result, message: capitalised(result.message) };
}
