/** A word a 3-6 year old knows, with the picture that shows it unambiguously. */
export interface Word {
  word: string;
  /** Key of the picture in src/domain/pictures (an icon name of the picture set). */
  picture: string;
  /**
   * The noun's grammar when it is not a plain countable noun ('a cat', 'two cats'): `plural` for
   * words that name more than one thing or one thing with a plural ('grapes', 'jeans': "Those
   * are jeans."), `mass` for what is not counted ('broccoli', 'rice': "That is rice.").
   */
  plural?: boolean;
  mass?: boolean;
  /**
   * What a child of 3 to 6 is likely to call the picture instead of the word ('chicken' for the
   * hen's picture). Such words never appear where the exact name matters: rhymes, first sounds,
   * short vowels, blends and digraphs.
   */
  ambiguous?: string;
}

/** The five short vowels of CVC words: a as in cat, e as in bed, i as in pig, o as in dog, u as in sun. */
export type ShortVowel = 'a' | 'e' | 'i' | 'o' | 'u';

/** Where a sound sits in a word. */
export type SoundPosition = 'start' | 'end';
