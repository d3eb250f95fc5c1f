import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
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
export function scoreBeginningLetter(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (chosen?.id.startsWith(WORD_CHOICE)) {
    const entry = findWord(chosen.speech);
    const letter = entry && beginningLetterOf(entry.word);
    if (entry && letter) {
      const begins = agreeing(entry, 'begins', 'begin');
      return {
        correct: false,
        message: `${thatIs(entry)}. ${capitalised(entry.word)} ${begins} with ${letter}. Try again!`,
      };
    }
  }
  if (chosen?.id.startsWith(LETTER_CHOICE) && isLetter(chosen.speech)) {
    const example = BEGINNING_SOUND_WORDS[chosen.speech][0];
    return { correct: false, message: `That is ${chosen.speech}, as in ${example}. Try again!` };
  }
  return {
    correct: false,
    message: chosen ? `That is ${chosen.speech}. Try again!` : 'Try again!',
  };
}
