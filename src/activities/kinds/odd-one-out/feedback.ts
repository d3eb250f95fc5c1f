import type { ChoiceFeedback } from '@/activities/core/kind';
import type { Item } from '@/domain/types';
import {
  CATEGORIES,
  agreeing,
  beginningLetterOf,
  capitalised,
  findWord,
  thatIs,
  type Category,
  type Word,
} from '@/domain/lexicon';
import { SOUND_QUESTIONS } from './by-sound';
import { WORD_CHOICE } from './generate';

/** The category most of the item's pictures belong to. */
function sharedCategory(item: Item): Category | undefined {
  if (item.type !== 'choice') return undefined;
  const words = item.choices.map((choice) => choice.speech);
  return Object.values(CATEGORIES).find(
    (category) => words.filter((word) => category.words.includes(word)).length >= 2,
  );
}

/** Why a picture of a sound item belongs: it begins like the others, or it rhymes with them. */
function soundReason(item: Item, entry: Word): string | undefined {
  const name = capitalised(entry.word);
  if (item.prompt.text === SOUND_QUESTIONS.rhyme) {
    return ` ${name} ${agreeing(entry, 'rhymes', 'rhyme')} with the others.`;
  }
  if (item.prompt.text === SOUND_QUESTIONS['first-sound']) {
    const letter = beginningLetterOf(entry.word) ?? entry.word.charAt(0);
    return ` ${name} ${agreeing(entry, 'begins', 'begin')} with ${letter}, like the others.`;
  }
  return undefined;
}

/** Names the picked picture and why it belongs: 'That is a dog. It belongs with the others...' */
export const oddOneOutFeedback: ChoiceFeedback = (item, chosen) => {
  const entry = chosen.id.startsWith(WORD_CHOICE) ? findWord(chosen.speech) : undefined;
  if (!entry) return 'Try again!';
  const category = sharedCategory(item);
  const reason =
    soundReason(item, entry) ??
    (category
      ? ` ${agreeing(entry, 'It belongs', 'They belong')} with the others: they are all ${category.members}.`
      : '');
  return `${thatIs(entry)}.${reason} Try again!`;
};
