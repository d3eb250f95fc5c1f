/**
 * What each volume of each grade teaches: a title, a paragraph for parents and the skills per
 * subject. The V1 packs take their title, summary and skills from here, so the curriculum pages
 * and the activities always agree.
 */
import type { SkillInfo } from '@/domain/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';

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
      title: 'Letters I to P and Counting to 10',
      summary:
        'Your child meets the letters I to P in big and small form, hears the first sound of words like kite, moon and pig, picks the first letter of a picture, traces the capital letters I to P, joins letters to pictures and matches big and small letters from A to P. They also sort pictures and find the one that does not belong. In Maths they count groups of up to 10, trace the numbers 1 to 10, find the hidden number in a chart of 1 to 10, meet the rectangle, oval and heart, learn pink, brown, black and white, and finish two-shape patterns.',
      skills: {
        english: [
          {
            id: 'letter-recognition',
            title: 'Recognises the letters I to P, big and small, and matches A to P',
          },
          {
            id: 'first-sounds',
            title: 'Hears the first sound of words from i to p, like kite and pig',
          },
          { id: 'letter-formation', title: 'Traces the capital letters I to P' },
          {
            id: 'word-picture-matching',
            title: 'Matches the letters I to P to pictures that start with them',
          },
          { id: 'picture-sorting', title: 'Spots the picture that does not belong in a group' },
          { id: 'story-order', title: 'Puts three pictures of a story in order' },
        ],
        maths: [
          { id: 'counting-to-10', title: 'Counts groups of up to 10 things' },
          { id: 'number-formation', title: 'Traces the numbers 1 to 10' },
          { id: 'number-order', title: 'Knows the numbers 1 to 10 in order' },
          {
            id: 'shape-names',
            title: 'Names a rectangle, oval and heart, as well as a circle, square and triangle',
          },
          { id: 'colour-names', title: 'Names pink, brown, black and white, and all ten colours' },
          { id: 'simple-patterns', title: 'Finishes a two-shape pattern' },
        ],
      },
    },
    v3: {
      title: 'Letters Q to Z, First Rhymes and Numbers to 15',
      summary:
        'Your child finishes the alphabet with the letters Q to Z: they match big and small letters, hear the first sound of words like rabbit, sun and zebra, trace the capital letters Q to Z and join letters to pictures. They begin to hear rhymes, like cat and hat or dog and frog, and keep sorting pictures into groups. In Maths they count groups of up to 15, match the numbers 1 to 10 to groups, trace the numbers 6 to 15, say which of two groups has more or fewer and finish longer patterns of colours and pictures.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises the letters Q to Z, big and small' },
          {
            id: 'first-sounds',
            title: 'Hears the first sound of words from q to z, like rabbit, sun and zebra',
          },
          { id: 'letter-formation', title: 'Traces the capital letters Q to Z' },
          {
            id: 'word-picture-matching',
            title: 'Matches the letters Q to Z to pictures that start with them',
          },
          {
            id: 'rhyme-awareness',
            title: 'Hears which of two pictures rhymes with a word, like hat with cat',
          },
          { id: 'picture-sorting', title: 'Spots the picture that does not belong in a group' },
        ],
        maths: [
          { id: 'counting-to-15', title: 'Counts groups of up to 15 things' },
          { id: 'number-matching', title: 'Matches the numbers 1 to 10 to groups of that many' },
          { id: 'number-formation', title: 'Traces the numbers 6 to 15' },
          { id: 'more-and-fewer', title: 'Tells which of two groups has more and which has fewer' },
          {
            id: 'patterns',
            title: 'Finishes longer patterns, like red, red, blue or apple, apple, duck, duck',
          },
        ],
      },
    },
    v4: {
      title: 'The Whole Alphabet and Numbers to 20',
      summary:
        'A look back at the whole alphabet: your child matches every big letter to its small letter, traces all the letters big and small, joins letters to pictures that start with their sound, names the first letter of a picture and finds the rhyme among three pictures. In Maths they count groups of 10 to 20, trace the numbers 11 to 20, find the hidden number in a chart of 1 to 20, fill in the missing number in a short row, say which number comes next and tell which of two numbers is bigger.',
      skills: {
        english: [
          { id: 'letter-recognition', title: 'Recognises all 26 letters, big and small' },
          { id: 'letter-formation', title: 'Traces every letter of the alphabet, big and small' },
          {
            id: 'word-picture-matching',
            title: 'Matches letters to pictures that start with their sound',
          },
          { id: 'first-sounds', title: 'Names the first letter of a pictured word' },
          {
            id: 'rhyme-awareness',
            title: 'Finds the rhyming picture among three, like spoon for moon',
          },
        ],
        maths: [
          { id: 'counting-to-20', title: 'Counts groups of up to 20 things' },
          { id: 'number-formation', title: 'Traces the numbers 11 to 20' },
          {
            id: 'number-order',
            title: 'Knows the numbers to 20 in order: finds the missing one and the next one',
          },
          { id: 'comparing-numbers', title: 'Tells which of two numbers up to 10 is bigger' },
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
            title:
              'Hears the blends bl, cl, fl, gl, pl, sl, sk, sn, sp and st at the start of words',
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
  },
};

/** Volume 1 of every grade is free; the others come with a subscription. */
export function isFreeVolume(volume: VolumeSlug): boolean {
  return volume === 'v1';
}
