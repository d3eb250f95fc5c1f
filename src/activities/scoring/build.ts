import { countOf, nounOf } from '@/domain/picture-nouns';
import type { Answer, Item, ScoreResult } from '@/domain/types';

const TRY_AGAIN = "Let's try again!";

/** A built number is right when it is the answer; a wrong one is named: 'That is 6 apples.' */
export function scoreBuild(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'build' || answer.type !== 'build') {
    return { correct: false, message: TRY_AGAIN };
  }
  if (answer.value === item.answer) return { correct: true, message: item.praise };
  const made =
    item.tool === 'frame'
      ? `That is ${countOf(item.picture, answer.value)}.`
      : `The ${nounOf(item.picture).singular} is on ${answer.value}.`;
  return { correct: false, message: `${made} ${TRY_AGAIN}` };
}
