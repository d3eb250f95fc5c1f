import type { Word } from '@/domain/lexicon';
import type { Choice } from '@/domain/types';

/** Prefix of the ids of choices that are pictured words. */
export const WORD_CHOICE = 'word-';

/** A pictured word to pick, said by its name: id 'word-ice-cream' for 'ice cream'. */
export function wordChoice(entry: Word): Choice {
  return {
    id: `${WORD_CHOICE}${entry.word.replace(/\s+/g, '-')}`,
    visual: { type: 'picture', picture: entry.picture },
    speech: entry.word,
  };
}
