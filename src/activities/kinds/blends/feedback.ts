import type { ChoiceFeedback } from '@/activities/core/kind';
import { BLEND_CHOICE, blendTable } from './generate';

/** Names the chosen blend with a word that has it: 'That is cr, as in crab. Try again!' */
export const blendsFeedback: ChoiceFeedback = (_item, chosen) => {
  if (!chosen.id.startsWith(BLEND_CHOICE)) return 'Try again!';
  const blend = chosen.id.slice(BLEND_CHOICE.length);
  const example = blendTable('start')[blend]?.[0] ?? blendTable('end')[blend]?.[0];
  return example
    ? `That is ${blend}, as in ${example}. Try again!`
    : `That is ${blend}. Try again!`;
};
