import type { ChoiceFeedback } from '@/activities/core/kind';
import { capitalised, findWord, isShortVowel, thatIs, vowelIndex } from '@/domain/lexicon';
import { VOWEL_CHOICE, VOWEL_KEY_WORDS, WORD_CHOICE } from './generate';

/**
 * Names what the child picked: the vowel with the word it starts ('That is u, as in umbrella.'),
 * or the picture with its own vowel ('That is a dog. Dog has o, as in octopus.').
 */
export const shortVowelsFeedback: ChoiceFeedback = (_item, chosen) => {
  if (chosen.id.startsWith(WORD_CHOICE)) {
    const entry = findWord(chosen.id.slice(WORD_CHOICE.length));
    const vowel = entry?.word.charAt(vowelIndex(entry.word)) ?? '';
    if (!entry || !isShortVowel(vowel)) return 'Try again!';
    return `${thatIs(entry)}. ${capitalised(entry.word)} has ${vowel}, as in ${VOWEL_KEY_WORDS[vowel]}. Try again!`;
  }
  const vowel = chosen.id.slice(VOWEL_CHOICE.length);
  if (!chosen.id.startsWith(VOWEL_CHOICE) || !isShortVowel(vowel)) return 'Try again!';
  return `That is ${vowel}, as in ${VOWEL_KEY_WORDS[vowel]}. Try again!`;
};
