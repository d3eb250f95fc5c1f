import type { TopicSpec } from '@/domain/types';

const LETTERS_A_TO_H = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Nursery, volume 1, English: the letters A to H, their first sounds, and sorting pictures. */
export const english: TopicSpec[] = [
  {
    id: 'big-and-small-letters',
    subject: 'english',
    title: 'Big and Small Letters A to H',
    skill: 'letter-recognition',
    description: 'Looks at a big letter from A to H and finds the small letter that goes with it.',
    instructions: 'Look at the big letter. Tap the small letter that goes with it.',
    kind: 'letter-case',
    params: { letters: LETTERS_A_TO_H, mode: 'choice', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-sounds-a-to-h',
    subject: 'english',
    title: 'First Sounds A to H',
    skill: 'first-sounds',
    description:
      'Hears the sound of a letter and finds the picture that begins with it: b for ball.',
    instructions: 'Listen to the sound. Tap the picture that begins with it.',
    kind: 'beginning-letter',
    params: { letters: LETTERS_A_TO_H, mode: 'pick-picture', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'trace-letters-a-to-h',
    subject: 'english',
    title: 'Trace A to H',
    skill: 'letter-formation',
    description:
      'Traces the capital letters A to H with a finger, from the big dot along the dots.',
    instructions: 'Put your finger on the big green dot. Follow the dots to make the letter.',
    kind: 'tracing',
    params: {
      glyphs: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      pictures: {
        A: 'red-apple',
        B: 'volleyball',
        C: 'cat-face',
        D: 'dog-face',
        E: 'elephant',
        F: 'fish',
        G: 'goat',
        H: 'house',
      },
    },
    itemsPerRound: 8,
  },
  {
    id: 'which-does-not-belong',
    subject: 'english',
    title: 'Which One Does Not Belong?',
    skill: 'picture-sorting',
    description:
      'Names the pictures in a group and finds the one that is different: a car among animals.',
    instructions: 'Three pictures go together. Tap the one that does not belong.',
    kind: 'odd-one-out',
    params: { categories: ['animals', 'fruit', 'vehicles', 'toys', 'clothes'], choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'letters-and-pictures',
    subject: 'english',
    title: 'Match Letters to Pictures',
    skill: 'word-picture-matching',
    description: 'Joins each letter from A to H to a picture that begins with its sound.',
    instructions: 'Tap a letter, then tap the picture that begins with it.',
    kind: 'match-column',
    params: { pairs: 'letter-picture', items: LETTERS_A_TO_H, size: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'match-big-and-small-letters',
    subject: 'english',
    title: 'Match Big and Small Letters',
    skill: 'letter-recognition',
    description: 'Joins three big letters to their small partners, all from A to H.',
    instructions: 'Tap a big letter, then tap its small letter.',
    kind: 'letter-case',
    params: { letters: LETTERS_A_TO_H, mode: 'match', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-letters-a-to-h',
    subject: 'english',
    title: 'Which Letter Does It Start With?',
    skill: 'first-sounds',
    description:
      'Says the name of a picture, listens for its first sound and picks its letter, from a to h.',
    instructions: 'Say the name of the picture. Tap the letter it starts with.',
    kind: 'beginning-letter',
    params: { letters: LETTERS_A_TO_H, mode: 'pick-letter', choices: 3 },
    itemsPerRound: 8,
  },
];
