import type { VolumeSlug } from '@/domain/grades';
import type { VolumeOutline } from './outline';

/** What each volume of Nursery teaches. */
export const NURSERY_OUTLINES: Record<VolumeSlug, VolumeOutline> = {
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
};
