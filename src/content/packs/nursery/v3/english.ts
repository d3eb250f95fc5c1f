import type { TopicSpec } from '@/domain/types';

const LETTERS_Q_TO_Z = ['q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z'];
/** X is heard at the end of words (box, fox), so the first-sound topics leave it out. */
/** Q (a queen drawn as a princess) and x (an x-ray drawn as a skeleton) have no exactly named picture. */
const FIRST_SOUNDS_Q_TO_Z = LETTERS_Q_TO_Z.filter((letter) => letter !== 'q' && letter !== 'x');

/** Nursery, volume 3, English: the letters Q to Z, their first sounds, and first rhymes. */
export const english: TopicSpec[] = [
  {
    id: 'big-and-small-letters-q-to-z',
    subject: 'english',
    title: 'Big and Small Letters Q to Z',
    picture: 'envelope',
    skill: 'letter-recognition',
    description: 'Looks at a big letter from Q to Z and finds the small letter that goes with it.',
    instructions: 'Look at the big letter. Tap the small letter that goes with it.',
    kind: 'letter-case',
    params: { letters: LETTERS_Q_TO_Z, mode: 'choice', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'match-big-and-small-q-to-z',
    subject: 'english',
    title: 'Match Big and Small Letters Q to Z',
    picture: 'rocket',
    skill: 'letter-recognition',
    description: 'Joins three big letters from Q to Z to their small partners.',
    instructions: 'Tap a big letter, then tap its small letter.',
    kind: 'letter-case',
    params: { letters: LETTERS_Q_TO_Z, mode: 'match', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-sounds-q-to-z',
    subject: 'english',
    title: 'First Sounds Q to Z',
    picture: 'red-apple',
    skill: 'first-sounds',
    description:
      'Hears the sound of a letter from q to z and finds the picture that begins with it: s for sun.',
    instructions: 'Listen to the sound. Tap the picture that begins with it.',
    kind: 'beginning-letter',
    params: { letters: FIRST_SOUNDS_Q_TO_Z, mode: 'pick-picture', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'trace-letters-q-to-z',
    subject: 'english',
    title: 'Trace Q to Z',
    picture: 'pencil',
    skill: 'letter-formation',
    description:
      'Traces the capital letters Q to Z with a finger, from the big dot along the dots.',
    instructions: 'Put your finger on the big green dot. Follow the dots to make the letter.',
    kind: 'tracing',
    params: {
      glyphs: ['Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'],
      pictures: {
        R: 'rabbit-face',
        S: 'sun',
        T: 'tiger-face',
        U: 'umbrella',
        V: 'violin',
        W: 'whale',
        Y: 'yo-yo',
        Z: 'zebra',
      },
    },
    itemsPerRound: 8,
  },
  {
    id: 'letters-and-pictures-q-to-z',
    subject: 'english',
    title: 'Match Letters to Pictures',
    picture: 'puzzle-piece',
    skill: 'word-picture-matching',
    description: 'Joins each letter from Q to Z to a picture that begins with its sound.',
    instructions: 'Tap a letter, then tap the picture that begins with it.',
    kind: 'match-column',
    params: { pairs: 'letter-picture', items: FIRST_SOUNDS_Q_TO_Z, size: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-rhymes',
    subject: 'english',
    title: 'First Rhymes',
    picture: 'bell',
    skill: 'rhyme-awareness',
    description:
      'Hears a word like cat and picks, from two pictures, the one that rhymes with it: hat.',
    instructions: 'Listen to the word. Tap the picture that rhymes with it.',
    kind: 'rhyming',
    params: { families: ['at', 'og', 'ee', 'ouse', 'oat', 'ar', 'ake', 'uck'], choices: 2 },
    itemsPerRound: 8,
  },
  {
    id: 'what-does-not-belong',
    subject: 'english',
    title: 'What Does Not Belong?',
    picture: 'magic-wand',
    skill: 'picture-sorting',
    description:
      'Names three pictures and finds the one that does not belong: a cupcake among minibeasts.',
    instructions: 'Two pictures go together. Tap the one that does not belong.',
    kind: 'odd-one-out',
    params: { categories: ['minibeasts', 'treats', 'body', 'house', 'school'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'sort-by-first-sound',
    subject: 'english',
    title: 'Sort by First Sound',
    picture: 'basket',
    skill: 'first-sounds',
    description:
      'Sorts pictures by their first sound: ball and bus go with b, sun and sock with s.',
    instructions: 'Drag each picture into its group, or tap a picture and then its group.',
    kind: 'sort',
    params: { by: 'first-sound', among: ['b', 's', 'm', 't'], groups: 2, tiles: 4 },
    itemsPerRound: 8,
  },
];
