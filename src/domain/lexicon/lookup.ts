import type { Word } from './types';
import { WORDS } from './words';

const BY_WORD: ReadonlyMap<string, Word> = new Map(WORDS.map((entry) => [entry.word, entry]));
const BY_PICTURE: ReadonlyMap<string, Word> = new Map(WORDS.map((entry) => [entry.picture, entry]));

/** The lexicon entry of a word, or undefined when the lexicon does not have it. */
export function findWord(word: string): Word | undefined {
  return BY_WORD.get(word);
}

/** The word a picture shows, or undefined for pictures the lexicon does not use. */
export function findWordByPicture(picture: string): Word | undefined {
  return BY_PICTURE.get(picture);
}

/** The lexicon entry of a word; throws when the lexicon does not have it. */
export function getWord(word: string): Word {
  const entry = BY_WORD.get(word);
  if (!entry) throw new Error(`The word bank has no word '${word}'`);
  return entry;
}

/** Lexicon entries for a list of spellings, in the same order. */
export function getWords(words: readonly string[]): Word[] {
  return words.map(getWord);
}

/** Every picture the lexicon shows, sorted: what the picture module must contain. */
export function lexiconPictureNames(): string[] {
  return [...new Set(WORDS.map((entry) => entry.picture))].sort();
}
