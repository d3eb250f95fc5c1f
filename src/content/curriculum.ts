/**
 * What each volume of each grade teaches: a title, a paragraph for parents and the skills per
 * subject. The V1 packs take their title, summary and skills from here, so the curriculum pages
 * and the activities always agree.
 */
import type { SkillInfo } from '@/activities/core/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/lib/grades';

export interface VolumeOutline {
  title: string;
  summary: string;
  skills: Record<SubjectSlug, SkillInfo[]>;
}

export const VOLUME_OUTLINES: Record<GradeSlug, Record<VolumeSlug, VolumeOutline>> = {
  nursery: {
    v1: {
      title: 'First Letters and Numbers',
      summary:
        'Your child meets the letters A to H in big and small form, hears the first sound of words like apple, ball and cat, traces the letters with a finger, matches pictures to their first letter and spots the picture that does not belong. In Maths they name colours and shapes, spot the shape that is different, count groups of up to 5, say which group has more and finish simple colour patterns.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises the letters A to H, big and small' },
          { id: 'first-sounds', title: 'Hears the first sound of words from a to h' },
          { id: 'letter-formation', title: 'Traces the capital letters A to H' },
          { id: 'picture-sorting', title: 'Spots the picture that does not belong' },
          { id: 'word-picture-matching', title: 'Matches a picture to its first letter' },
        ],
        maths: [
          { id: 'colour-names', title: 'Names red, blue, yellow, green, orange and purple' },
          { id: 'shape-names', title: 'Names a circle, square, triangle and star' },
          { id: 'shape-sorting', title: 'Spots the shape that is different' },
          { id: 'counting-to-5', title: 'Counts groups of up to 5 things' },
          { id: 'more-and-fewer', title: 'Tells which group has more' },
          { id: 'simple-patterns', title: 'Finishes a two-colour pattern' },
        ],
      },
    },
    v2: {
      title: 'Letters, Sounds and Counting to 10',
      summary:
        'The letters I to P join the first eight: your child matches big and small letters, hears their sounds and traces them. In Maths they count up to 10, trace the numbers 1 to 10, meet the rectangle, oval and heart and learn pink, brown, black and white.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises the letters I to P, big and small' },
          { id: 'first-sounds', title: 'Hears the first sound of words from i to p' },
          { id: 'letter-formation', title: 'Traces the letters I to P' },
          { id: 'picture-sorting', title: 'Sorts pictures into groups' },
        ],
        maths: [
          { id: 'counting-to-10', title: 'Counts groups of up to 10 things' },
          { id: 'number-formation', title: 'Traces the numbers 1 to 10' },
          { id: 'shape-names', title: 'Names a rectangle, oval and heart' },
          { id: 'colour-names', title: 'Names pink, brown, black and white' },
        ],
      },
    },
    v3: {
      title: 'More Letters and Numbers to 15',
      summary:
        'Your child works through the letters Q to Z, hearing each sound at the start of words and tracing the letter, and starts to hear words that rhyme. In Maths they count and trace numbers up to 15, compare two groups and repeat longer patterns.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises the letters Q to Z, big and small' },
          { id: 'first-sounds', title: 'Hears the first sound of words from q to z' },
          { id: 'letter-formation', title: 'Traces the letters Q to Z' },
          { id: 'rhyme-awareness', title: 'Hears two words that rhyme' },
        ],
        maths: [
          { id: 'counting-to-15', title: 'Counts groups of up to 15 things' },
          { id: 'number-formation', title: 'Traces the numbers 6 to 15' },
          { id: 'more-and-fewer', title: 'Compares two groups' },
          { id: 'simple-patterns', title: 'Repeats a three-part pattern' },
        ],
      },
    },
    v4: {
      title: 'The Whole Alphabet and Numbers to 20',
      summary:
        'A look back at the whole alphabet: your child traces every letter, big and small, and matches each letter to a picture that starts with it. In Maths they count, trace and order the numbers to 20 and find the missing number in a short row.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises all 26 letters, big and small' },
          { id: 'letter-formation', title: 'Traces every letter of the alphabet' },
          { id: 'first-sounds', title: 'Matches each letter to a picture that starts with it' },
        ],
        maths: [
          { id: 'counting-to-20', title: 'Counts groups of up to 20 things' },
          { id: 'number-formation', title: 'Traces the numbers 1 to 20' },
          { id: 'number-order', title: 'Finds the missing number in a row' },
        ],
      },
    },
  },
  k1: {
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
  },
  k2: {
    v1: {
      title: 'Short Vowels, First Blends and Numbers to 100',
      summary:
        'Your child hears all five short vowels in the middle of words, starts on consonant blends (bl, cr, st) and digraphs (sh, ch, th), reads more sight words and finds rhymes. In Maths they read numbers on the 100 grid, fill in missing numbers to 100 and count in tens, compare numbers to 20, add and take away within 10 and continue shape patterns.',
      skills: {
        english: [
          { id: 'short-vowels', title: 'Hears short a, e, i, o and u in the middle of words' },
          { id: 'blends', title: 'Hears the first blends: bl, cl, fl, cr, dr, st, sn' },
          { id: 'digraphs', title: 'Hears sh, ch and th' },
          {
            id: 'sight-words',
            title: 'Reads sight words such as said, was, they and here in sentences',
          },
          { id: 'rhyme-awareness', title: 'Finds words that rhyme' },
          {
            id: 'word-sorting',
            title: 'Sorts pictures into groups such as sea animals, minibeasts and food',
          },
        ],
        maths: [
          { id: 'number-grid-100', title: 'Finds numbers on the 1 to 100 grid' },
          { id: 'number-order', title: 'Fills in missing numbers to 100' },
          { id: 'comparing-numbers', title: 'Tells which of two numbers to 20 is smaller' },
          { id: 'addition-within-10', title: 'Adds within 10' },
          { id: 'subtraction-within-10', title: 'Takes away within 10' },
          { id: 'patterns', title: 'Continues longer repeating patterns of shapes' },
        ],
      },
    },
    v2: {
      title: 'Blends, Digraphs and Adding within 20',
      summary:
        'Your child reads words with more blends (gr, pl, sl, sw, tr) and the digraphs wh, ph and ck, and reads sight words in sentences. In Maths they add within 20, count in tens and ones and compare two-digit numbers.',
      skills: {
        english: [
          { id: 'blends', title: 'Reads words with gr, pl, sl, sw and tr' },
          { id: 'digraphs', title: 'Reads words with wh, ph and ck' },
          { id: 'sight-words', title: 'Reads sight words in sentences' },
        ],
        maths: [
          { id: 'addition-within-20', title: 'Adds within 20' },
          { id: 'place-value', title: 'Counts in tens and ones' },
          { id: 'comparing-numbers', title: 'Compares two-digit numbers' },
        ],
      },
    },
    v3: {
      title: 'Word Families and Taking Away within 20',
      summary:
        'Your child sorts words into word families, reads end blends (nd, st, mp) and reads and writes short sentences with sight words. In Maths they take away within 20, find the missing number in a sum and continue number patterns.',
      skills: {
        english: [
          { id: 'word-families', title: 'Sorts words into rhyming families' },
          { id: 'end-blends', title: 'Reads words ending in nd, st and mp' },
          { id: 'sight-words', title: 'Reads short sentences with sight words' },
        ],
        maths: [
          { id: 'subtraction-within-20', title: 'Takes away within 20' },
          { id: 'missing-addends', title: 'Finds the missing number in a sum' },
          { id: 'patterns', title: 'Continues number patterns' },
        ],
      },
    },
    v4: {
      title: 'Reading Sentences and Number Sense',
      summary:
        'Your child reads sentences that mix blends, digraphs and sight words and tells which words rhyme. In Maths they mix adding and taking away within 20, compare and order numbers to 100 and solve simple picture problems.',
      skills: {
        english: [
          { id: 'sentence-reading', title: 'Reads simple sentences' },
          { id: 'phonics-review', title: 'Uses blends, digraphs and short vowels together' },
        ],
        maths: [
          { id: 'mixed-operations', title: 'Adds and takes away within 20' },
          { id: 'ordering-numbers', title: 'Orders numbers to 100' },
          { id: 'word-problems', title: 'Solves picture problems' },
        ],
      },
    },
  },
};

/** Volume 1 of every grade is free; the others come with a subscription. */
export function isFreeVolume(volume: VolumeSlug): boolean {
  return volume === 'v1';
}
