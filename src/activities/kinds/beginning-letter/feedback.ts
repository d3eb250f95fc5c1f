import type { ChoiceFeedback } from '@/activities/core/kind';
import {
  BEGINNING_SOUND_WORDS,
  agreeing,
  beginningLetterOf,
  capitalised,
  findWord,
  isLetter,
  thatIs,
} from '@/domain/lexicon';
import { LETTER_CHOICE, WORD_CHOICE } from './generate';

/** Names the wrong choice and its own first sound: 'That is a cat. Cat begins with c. Try again!' */
export const beginningLetterFeedback: ChoiceFeedback = (_item, chosen) => {
  if (chosen.id.startsWith(WORD_CHOICE)) {
    const entry = findWord(chosen.speech);
    const letter = entry && beginningLetterOf(entry.word);
    if (entry && letter) {
      const begins = agreeing(entry, 'begins', 'begin');
      return `${thatIs(entry)}. ${capitalised(entry.word)} ${begins} with ${letter}. Try again!`;
    }
  }
  if (chosen.id.startsWith(LETTER_CHOICE) && isLetter(chosen.speech)) {
    const example = BEGINNING_SOUND_WORDS[chosen.speech][0];
    return `That is ${chosen.speech}, as in ${example}. Try again!`;
  }
  return `That is ${chosen.speech}. Try again!`;
};
