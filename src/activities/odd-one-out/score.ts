import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/activities/core/types';
import { CATEGORIES, agreeing, findWord, thatIs, type Category } from '@/content/lexicon';
import { WORD_CHOICE } from './generate';

/** The category most of the item's pictures belong to. */
function sharedCategory(item: Item): Category | undefined {
  if (item.type !== 'choice') return undefined;
  const words = item.choices.map((choice) => choice.speech);
  return Object.values(CATEGORIES).find(
    (category) => words.filter((word) => category.words.includes(word)).length >= 2,
  );
}

/** Names the picked picture and why it belongs: 'That is a dog. It belongs with the others...' */
export function scoreOddOneOut(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  const entry = chosen?.id.startsWith(WORD_CHOICE) ? findWord(chosen.speech) : undefined;
  if (!entry) return { correct: false, message: 'Try again!' };
  const category = sharedCategory(item);
  const reason = category
    ? ` ${agreeing(entry, 'It belongs', 'They belong')} with the others: they are all ${category.members}.`
    : '';
  return { correct: false, message: `${thatIs(entry)}.${reason} Try again!` };
}
