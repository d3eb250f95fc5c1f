import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';

/** Like every choice, but a wrong answer names the colour the child tapped. */
export function scoreColours(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (!chosen) return result;
  return {
    correct: false,
    message: `That one is ${chosen.id}. Let's find the ${item.answer} one!`,
  };
}
