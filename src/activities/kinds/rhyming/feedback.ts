import type { ChoiceFeedback } from '@/activities/core/kind';
import type { Item } from '@/domain/types';
import { capitalised, findWord, findWordByPicture, thatIs } from '@/domain/lexicon';
import { WORD_CHOICE } from './generate';

/** The word the item shows, from its stem picture. */
function shownWord(item: Item): string | undefined {
  if (item.type !== 'choice' || item.stem?.type !== 'visual') return undefined;
  const { visual } = item.stem;
  return visual.type === 'picture' ? findWordByPicture(visual.picture)?.word : undefined;
}

/** Names the wrong picture: 'That is a dog. Dog and cat do not rhyme. Try again!' */
export const rhymingFeedback: ChoiceFeedback = (item, chosen) => {
  const entry = chosen.id.startsWith(WORD_CHOICE) ? findWord(chosen.speech) : undefined;
  if (!entry) return 'Try again!';
  const shown = shownWord(item);
  const rhymeNote = shown ? ` ${capitalised(entry.word)} and ${shown} do not rhyme.` : '';
  return `${thatIs(entry)}.${rhymeNote} Try again!`;
};
