import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
import { isShortVowel } from '@/domain/lexicon';
import { VOWEL_CHOICE, VOWEL_KEY_WORDS } from './generate';

/** Names the chosen vowel with the word it starts: 'That is u, as in umbrella. Try again!' */
export function scoreShortVowels(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  const vowel = chosen?.id.slice(VOWEL_CHOICE.length) ?? '';
  if (!chosen?.id.startsWith(VOWEL_CHOICE) || !isShortVowel(vowel)) {
    return { correct: false, message: 'Try again!' };
  }
  return {
    correct: false,
    message: `That is ${vowel}, as in ${VOWEL_KEY_WORDS[vowel]}. Try again!`,
  };
}
