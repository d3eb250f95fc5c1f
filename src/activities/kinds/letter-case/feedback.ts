import type { ChoiceFeedback } from '@/activities/core/kind';
import { SMALL_CHOICE } from './generate';

/** A wrong small letter is named with its own big partner: 'That is small d. Small d goes with big D. Try again!' */
export const letterCaseFeedback: ChoiceFeedback = (_item, chosen) => {
  if (!chosen.id.startsWith(SMALL_CHOICE)) return 'Try again!';
  const letter = chosen.id.slice(SMALL_CHOICE.length);
  return `That is small ${letter}. Small ${letter} goes with big ${letter.toUpperCase()}. Try again!`;
};
