import type { ShortVowel } from './types';

export const SHORT_VOWELS: readonly ShortVowel[] = ['a', 'e', 'i', 'o', 'u'];

export function isShortVowel(value: string): value is ShortVowel {
  return (SHORT_VOWELS as readonly string[]).includes(value);
}

/** Three-letter consonant-vowel-consonant words by their short vowel: c_t, b_d, p_g, d_g, s_n. */
export const CVC_WORDS: Readonly<Record<ShortVowel, readonly string[]>> = {
  a: ['cat', 'hat', 'bat', 'rat', 'can', 'pan', 'map', 'van', 'bag', 'cap', 'fan'],
  e: ['bed', 'hen', 'leg', 'pen', 'net', 'web'],
  i: [
    'pig',
    'pin',
    'bin',
    // Kindergarten 1 volumes 2-4
    'six',
  ],
  o: [
    'dog',
    'fox',
    'box',
    'log',
    // Kindergarten 1 volumes 2-4
    'pot',
  ],
  u: [
    'sun',
    'bus',
    'bug',
    'cup',
    // Kindergarten 1 volumes 2-4
    'hut',
  ],
};

/**
 * Longer words with one short vowel, for children past CVC words: blends and digraphs around the
 * vowel (fr_g, f_sh, n_st).
 */
export const LONGER_SHORT_VOWEL_WORDS: Readonly<Record<ShortVowel, readonly string[]>> = {
  a: ['crab', 'flag', 'hand', 'ant'],
  e: ['nest', 'vest', 'tent', 'sled', 'dress', 'bell', 'shell', 'egg'],
  i: ['fish', 'ship', 'chick', 'milk', 'gift', 'brick', 'ring', 'wing', 'fist'],
  o: ['frog', 'clock', 'lock', 'rock', 'ox'],
  u: ['duck', 'drum', 'truck', 'plug', 'skunk', 'thumb', 'brush'],
};

/** Where the word's only vowel letter is (CVC and longer short-vowel words have exactly one). */
export function vowelIndex(word: string): number {
  return word.search(/[aeiou]/);
}
