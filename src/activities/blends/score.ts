import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
import { BLEND_CHOICE, blendTable } from './generate';

/** Names the chosen blend with a word that has it: 'That is cr, as in crab. Try again!' */
export function scoreBlends(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (!chosen?.id.startsWith(BLEND_CHOICE)) return { correct: false, message: 'Try again!' };
  const blend = chosen.id.slice(BLEND_CHOICE.length);
  const example = blendTable('start')[blend]?.[0] ?? blendTable('end')[blend]?.[0];
  return {
    correct: false,
    message: example
      ? `That is ${blend}, as in ${example}. Try again!`
      : `That is ${blend}. Try again!`,
  };
}
