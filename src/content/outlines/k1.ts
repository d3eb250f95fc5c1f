import type { VolumeSlug } from '@/domain/grades';
import type { VolumeOutline } from './outline';

/** What each volume of Kindergarten 1 teaches. */
export const K1_OUTLINES: Record<VolumeSlug, VolumeOutline> = {
  v1: {
    title: 'Beginning Sounds and Numbers to 20',
    summary:
      'Your child listens for the first sound of a word and finds its letter, matches capital and small letters, reads the first sight words, hears rhymes and traces small letters. In Maths they count groups up to 20, trace the numbers 1 to 10, find numbers on a 1 to 20 grid, fill in missing numbers, compare numbers to 20, name flat shapes and add two small groups.',
    skills: {
      english: [
        { id: 'beginning-sounds', title: 'Hears the first sound of a word and names its letter' },
        { id: 'letter-case', title: 'Matches capital and small letters' },
        {
          id: 'sight-words',
          title: 'Reads the first sight words: the, a, I, is, can, see, and, to, go, we',
        },
        { id: 'rhyme-awareness', title: 'Hears which words rhyme' },
        { id: 'word-picture-matching', title: 'Matches simple words to pictures' },
        { id: 'letter-formation', title: 'Traces small letters' },
      ],
      maths: [
        { id: 'counting-to-20', title: 'Counts groups of up to 20 things' },
        { id: 'number-formation', title: 'Traces the numbers 1 to 10' },
        { id: 'number-grid-20', title: 'Finds the numbers 1 to 20 on a grid' },
        { id: 'number-order', title: 'Fills in missing numbers to 20' },
        { id: 'comparing-numbers', title: 'Tells which of two numbers is bigger' },
        { id: 'shape-names', title: 'Names flat shapes, including the oval and diamond' },
        { id: 'early-addition', title: 'Adds two small groups, within 5' },
      ],
    },
  },
  v2: {
    title: 'Short a and i Words and Numbers to 30',
    summary:
      'Your child learns the first sounds of c, e, f, l, j, k, v and w, hears the short a in cat and the short i in pig, sounds out short words such as map, van and pin, reads ten more sight words and finds rhymes like cap and map. In Maths they find the numbers 1 to 30 on a grid, fill in missing numbers and count on to 30, trace 11 to 20, pick the smaller of two numbers, spot the shape that is different and continue shape patterns.',
    skills: {
      english: [
        {
          id: 'beginning-sounds',
          title: 'Hears the first sound of words for c, e, f, l, j, k, v and w',
        },
        { id: 'short-vowels', title: 'Hears short a and short i in the middle of words' },
        { id: 'cvc-words', title: 'Reads short a and i words such as cat, map and pig' },
        {
          id: 'sight-words',
          title: 'Reads the sight words he, she, my, you, it, in, on, up, look and like',
        },
        { id: 'rhyme-awareness', title: 'Finds words that rhyme, like cap and map' },
      ],
      maths: [
        { id: 'number-grid-30', title: 'Finds the numbers 1 to 30 on a grid' },
        { id: 'number-order', title: 'Fills in missing numbers and counts on to 30' },
        { id: 'number-formation', title: 'Traces the numbers 11 to 20' },
        { id: 'comparing-numbers', title: 'Tells which of two numbers is smaller' },
        { id: 'shape-sorting', title: 'Spots the shape that is different' },
        { id: 'patterns', title: 'Continues shape patterns' },
      ],
    },
  },
  v3: {
    title: 'Short o, u and e and Numbers to 100',
    summary:
      'Your child hears the short o in dog, the short u in sun and the short e in bed, sounds out short words such as fox, bus and hen, reads ten more sight words, picks out the word that begins with a different sound and finds rhymes like clock and rock. In Maths they find numbers on the grid up to 50 and from 51 to 100, fill in missing numbers to 50, count in tens to 100, add within 5 with numbers and within 10 with pictures, and continue longer picture patterns.',
    skills: {
      english: [
        { id: 'short-vowels', title: 'Hears short o, u and e in the middle of words' },
        { id: 'cvc-words', title: 'Reads short o, u and e words such as dog, sun and bed' },
        {
          id: 'sight-words',
          title:
            'Reads the sight words they, this, was, are, have, said, here, come, play and with',
        },
        { id: 'beginning-sounds', title: 'Hears which word begins with a different sound' },
        { id: 'rhyme-awareness', title: 'Finds rhymes such as dog and log or bell and shell' },
      ],
      maths: [
        { id: 'number-grid-100', title: 'Finds numbers on the grid, from 1 to 100' },
        { id: 'number-order', title: 'Fills in missing numbers to 50' },
        { id: 'counting-in-tens', title: 'Counts in tens to 100' },
        { id: 'addition-within-5', title: 'Adds within 5 using numbers' },
        { id: 'addition-within-10', title: 'Adds two groups within 10' },
        { id: 'patterns', title: 'Continues longer picture patterns' },
      ],
    },
  },
  v4: {
    title: 'Reading CVC Words and Adding within 10',
    summary:
      'A look back at all five short vowels: your child fills in the middle sound of words like map, web, pin, pot and bus, sounds out short words with every vowel, meets the first blends fl, sn, sp and tr, finds missing sight words in short sentences, picks out the word that does not rhyme and matches letters to their sounds. In Maths they find numbers on the whole hundred square, fill in missing numbers and count on to 100, count in fives to 50, add within 10, take away within 5 and tell which group has fewer.',
    skills: {
      english: [
        { id: 'short-vowels', title: 'Hears all five short vowels in the middle of words' },
        { id: 'cvc-words', title: 'Reads three-letter words with every short vowel' },
        { id: 'blends', title: 'Hears the first blends fl, sn, sp and tr' },
        { id: 'sight-words', title: 'Reads sight words in short sentences' },
        { id: 'rhyme-awareness', title: 'Spots the word that does not rhyme' },
        { id: 'beginning-sounds', title: 'Matches letters to pictures that begin with them' },
      ],
      maths: [
        { id: 'number-grid-100', title: 'Finds numbers on the 1 to 100 grid' },
        { id: 'number-order', title: 'Fills in missing numbers and counts on to 100' },
        { id: 'skip-counting', title: 'Counts in fives to 50' },
        { id: 'addition-within-10', title: 'Adds within 10 using numbers' },
        { id: 'subtraction-within-5', title: 'Takes away within 5' },
        { id: 'comparing-numbers', title: 'Tells which of two groups has fewer' },
      ],
    },
  },
};
