/** The word bank: pictured words and the lists the word activities draw from. Pure data. */
export type { ShortVowel, SoundPosition, Word } from './types';
export { WORDS } from './words';
export { findWord, findWordByPicture, getWord, getWords, lexiconPictureNames } from './lookup';
export { agreeing, articleFor, capitalised, thatIs, withArticle } from './phrases';
export {
  BEGINNING_SOUND_WORDS,
  LETTERS,
  MISLEADING_STARTS,
  beginningLetterOf,
  clearlyNotStartingWith,
  isLetter,
  soundsAlike,
  wordsStartingWith,
  type Letter,
} from './beginning-sounds';
export {
  CVC_WORDS,
  LONGER_SHORT_VOWEL_WORDS,
  SHORT_VOWELS,
  isShortVowel,
  vowelIndex,
} from './short-vowels';
export { BLEND_WORDS, END_BLEND_WORDS } from './blends';
export { DIGRAPH_WORDS, type DigraphWords } from './digraphs';
export { RHYME_FAMILIES } from './rhymes';
export { CATEGORIES, oddOneOutCandidates, type Category } from './categories';
export {
  SIGHT_WORDS,
  allSightWords,
  findSightWord,
  type SightWord,
  type SightWordLevel,
  type WordClass,
} from './sight-words';
export { SIGHT_SENTENCES, type SightSentence } from './sight-sentences';
export { sentencePlainText, sentenceTokens, type SentenceToken } from './sentence-tokens';
