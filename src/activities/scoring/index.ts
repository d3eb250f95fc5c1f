import type { Answer, Item, ScoreResult } from '@/domain/types';
import { scoreChoice, scoreMatch } from './choice';
import { scoreBuild } from './build';
import { scorePlace } from './place';
import { scoreTrace } from './trace';

const SCORERS: { [T in Item['type']]: (item: Item, answer: Answer) => ScoreResult } = {
  choice: scoreChoice,
  match: scoreMatch,
  trace: scoreTrace,
  place: scorePlace,
  build: scoreBuild,
};

/** Scores an answer by the item's type: every kind's items are judged the same way. */
export function scoreItem(item: Item, answer: Answer): ScoreResult {
  return SCORERS[item.type](item, answer);
}
