import type { ShortVowel } from './types';

export const SHORT_VOWELS: readonly ShortVowel[] = ['a', 'e', 'i', 'o', 'u'];

export function isShortVowel(value: string): value is ShortVowel {
  return (SHORT_VOWELS as readonly string[]).includes(value);
}

/** Three-letter consonant-vowel-consonant words by their short vowel: c_t, b_d, p_g, d_g, s_n. */
export const CVC_WORDS: Readonly<Record<ShortVowel, readonly string[]>> = {
  a: ['cat', 'hat', 'bat', 'rat', 'can', 'map', 'bag', 'cap', 'fan'],
  e: ['bed', 'leg', 'pen', 'web', 'ten'],
  i: [
    'pig',
    'pin',
    // Kindergarten 1 volumes 2-4
    'six',
  ],
  o: [
    'dog',
    'fox',
    'box',
    // Kindergarten 1 volumes 2-4
    'pot',
  ],
  u: [
    'sun',
    'bus',
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
  e: ['nest', 'tent', 'sled', 'dress', 'bell', 'shell', 'egg'],
  i: ['fish', 'ship', 'chick', 'gift', 'brick', 'ring', 'wing'],
  o: ['frog', 'clock', 'rock'],
  u: ['duck', 'drum', 'truck', 'plug', 'skunk', 'thumb'],
};

/** Where the word's only vowel letter is (CVC and longer short-vowel words have exactly one). */
export function vowelIndex(word: string): number {
  return word.search(/[aeiou]/);
}
