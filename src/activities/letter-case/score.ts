import { scoreChoice, scoreMatch } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
import { capitalised } from '@/domain/lexicon';
import { SMALL_CHOICE } from './generate';

/**
 * A wrong small letter is named with its own big partner: 'That is small d. Small d goes with
 * big D. Try again!'. Matches are scored pair by pair.
 */
export function scoreLetterCase(item: Item, answer: Answer): ScoreResult {
  if (item.type === 'match') {
    const matched = scoreMatch(item, answer);
    return { ...matched, message: capitalised(matched.message) };
  }
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (!chosen?.id.startsWith(SMALL_CHOICE)) return { correct: false, message: 'Try again!' };
  const letter = chosen.id.slice(SMALL_CHOICE.length);
  return {
    correct: false,
    message: `That is small ${letter}. Small ${letter} goes with big ${letter.toUpperCase()}. Try again!`,
  };
}
