import type { VolumeSlug } from '@/domain/grades';
import type { VolumeOutline } from './outline';

/** What each volume of Kindergarten 2 teaches. */
export const K2_OUTLINES: Record<VolumeSlug, VolumeOutline> = {
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
        { id: 'time-to-the-hour', title: 'Tells the time to the hour on a clock' },
      ],
    },
  },
  v2: {
    title: 'Blends, Digraphs and Adding within 15',
    summary:
      'Your child hears blends with l and s at the start of words (gl in globe, sp in spoon), the digraphs sh, ch, th and wh at the start and end of words, and short e, o and u in longer words such as nest, frog and drum. They learn new sight words such as could, who and why, find missing sight words in sentences and match words like flag and ship to their pictures. In Maths they move on from pictures to number sentences, add within 15 and take away within 10, compare numbers to 50 by their tens and ones, count in fives to 50 and continue picture patterns.',
    skills: {
      english: [
        {
          id: 'blends',
          title: 'Hears the blends bl, cl, fl, gl, pl, sl, sk, sn, sp and st at the start of words',
        },
        { id: 'digraphs', title: 'Hears sh, ch, th and wh at the start and end of words' },
        {
          id: 'short-vowels',
          title: 'Hears short e, o and u in longer words such as nest, frog and drum',
        },
        {
          id: 'sight-words',
          title: 'Reads sight words such as could, who, saw and were, alone and in sentences',
        },
        {
          id: 'word-reading',
          title: 'Reads short words with blends and digraphs and matches them to pictures',
        },
      ],
      maths: [
        { id: 'addition-within-15', title: 'Adds within 15 in number sentences such as 9 + 4' },
        {
          id: 'subtraction-within-10',
          title: 'Takes away within 10 in number sentences such as 9 - 4',
        },
        { id: 'comparing-to-50', title: 'Tells which of two numbers to 50 is bigger or smaller' },
        { id: 'counting-in-fives', title: 'Counts in fives to 50' },
        { id: 'patterns', title: 'Continues picture patterns such as apple, apple, banana' },
      ],
    },
  },
  v3: {
    title: 'Blends with r, Word Families and Adding within 20',
    summary:
      'Your child hears blends with r at the start of words (fr in frog, tr in train) and the blends nd, nt and st at the end (hand, tent, nest), listens for the last sound of words like duck, ring and fish, and picks any of the five short vowels in the middle of a word. They read longer sentences with sight words such as would, who and why, find words of the same family (bag and flag, pin and bin) and sort pictures into groups. In Maths they add within 20 and take away within 15 by counting on and back, fill in missing numbers to 100, count in twos, in fives to 100 and on in tens from numbers like 3 (3, 13, 23), and tell which of two numbers to 100 is smaller.',
    skills: {
      english: [
        {
          id: 'blends',
          title: 'Hears the blends br, cr, dr, fr, gr and tr at the start of words',
        },
        { id: 'end-blends', title: 'Hears the blends nd, nt and st at the end of words' },
        { id: 'digraphs', title: 'Hears ck, ng, sh, ch and th at the end of words' },
        { id: 'short-vowels', title: 'Hears all five short vowels in the middle of words' },
        {
          id: 'sight-words',
          title: 'Reads longer sentences with sight words such as would, who and why',
        },
        { id: 'word-families', title: 'Finds words of the same family, such as bag and flag' },
        {
          id: 'word-sorting',
          title: 'Sorts pictures into groups such as tools, music and things in the sky',
        },
      ],
      maths: [
        {
          id: 'addition-within-20',
          title: 'Adds within 20 by counting on from the bigger number',
        },
        { id: 'subtraction-within-15', title: 'Takes away within 15 by counting back' },
        { id: 'number-order', title: 'Fills in missing numbers to 100' },
        {
          id: 'skip-counting',
          title: 'Counts in twos and fives, and on in tens from numbers like 3',
        },
        { id: 'comparing-to-100', title: 'Tells which of two numbers to 100 is smaller' },
        { id: 'time-to-the-hour', title: 'Tells the time to the hour on a clock' },
      ],
    },
  },
  v4: {
    title: 'Reading Sentences and Number Stories',
    summary:
      'A look back over the year: your child reads words with every blend, digraph and short vowel, reads whole sentences with sight words, spots every Kindergarten 2 sight word at a glance, matches words like frog, duck and tent to their pictures and finds rhymes. In Maths they add and take away within 20, solve picture number stories (how many altogether, how many are left), tell which of two numbers to 100 is bigger, order numbers on the hundred square and continue patterns with three parts.',
    skills: {
      english: [
        {
          id: 'phonics-review',
          title: 'Uses blends, digraphs and short vowels together to read words',
        },
        { id: 'sentence-reading', title: 'Reads whole sentences with sight words' },
        { id: 'sight-words', title: 'Reads every Kindergarten 2 sight word at a glance' },
        {
          id: 'word-picture-matching',
          title: 'Reads words with blends and digraphs and matches them to pictures',
        },
        { id: 'rhyme-awareness', title: 'Finds words that rhyme' },
      ],
      maths: [
        { id: 'addition-and-subtraction-within-20', title: 'Adds and takes away within 20' },
        {
          id: 'number-stories',
          title: 'Solves picture number stories: how many altogether, how many are left',
        },
        { id: 'comparing-numbers', title: 'Tells which of two numbers to 100 is bigger' },
        { id: 'number-order', title: 'Orders numbers on the 1 to 100 grid' },
        { id: 'patterns', title: 'Continues patterns with three parts' },
        { id: 'time-to-the-hour', title: 'Tells the time to the hour on a clock' },
      ],
    },
  },
};
