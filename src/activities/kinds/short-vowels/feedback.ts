import type { ChoiceFeedback } from '@/activities/core/kind';
import { isShortVowel } from '@/domain/lexicon';
import { VOWEL_CHOICE, VOWEL_KEY_WORDS } from './generate';

/** Names the chosen vowel with the word it starts: 'That is u, as in umbrella. Try again!' */
export const shortVowelsFeedback: ChoiceFeedback = (_item, chosen) => {
  const vowel = chosen.id.slice(VOWEL_CHOICE.length);
  if (!chosen.id.startsWith(VOWEL_CHOICE) || !isShortVowel(vowel)) return 'Try again!';
  return `That is ${vowel}, as in ${VOWEL_KEY_WORDS[vowel]}. Try again!`;
};
