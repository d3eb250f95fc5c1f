import type { TopicSpec } from '@/domain/types';

const LETTERS_I_TO_P = ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p'];
/** No picture starting with a short i is one a child names exactly (an insect looks like a beetle). */
const FIRST_SOUNDS_J_TO_P = LETTERS_I_TO_P.filter((letter) => letter !== 'i');

/** Nursery, volume 2, English: the letters I to P, their first sounds, and sorting pictures. */
export const english: TopicSpec[] = [
  {
    id: 'big-and-small-letters-i-to-p',
    subject: 'english',
    title: 'Big and Small Letters I to P',
    picture: 'envelope',
    skill: 'letter-recognition',
    description: 'Looks at a big letter from I to P and finds the small letter that goes with it.',
    instructions: 'Look at the big letter. Tap the small letter that goes with it.',
    kind: 'letter-case',
    params: { letters: LETTERS_I_TO_P, mode: 'choice', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-sounds-i-to-p',
    subject: 'english',
    title: 'First Sounds I to P',
    picture: 'red-apple',
    skill: 'first-sounds',
    description:
      'Hears the sound of a letter from i to p and finds the picture that begins with it: m for moon.',
    instructions: 'Listen to the sound. Tap the picture that begins with it.',
    kind: 'beginning-letter',
    params: { letters: FIRST_SOUNDS_J_TO_P, mode: 'pick-picture', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'which-letter-does-it-start-with',
    subject: 'english',
    title: 'Which Letter Does It Start With?',
    picture: 'kite',
    skill: 'first-sounds',
    description:
      'Hears the name of a picture, like pig or kite, and picks its first letter from two.',
    instructions: 'Listen to the picture name. Tap the letter it starts with.',
    kind: 'beginning-letter',
    params: { letters: FIRST_SOUNDS_J_TO_P, mode: 'pick-letter', choices: 2 },
    itemsPerRound: 8,
  },
  {
    id: 'trace-letters-i-to-p',
    subject: 'english',
    title: 'Trace I to P',
    picture: 'pencil',
    skill: 'letter-formation',
    description:
      'Traces the capital letters I to P with a finger, from the big dot along the dots.',
    instructions: 'Put your finger on the big green dot. Follow the dots to make the letter.',
    kind: 'tracing',
    params: {
      glyphs: ['I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'],
      pictures: {
        J: 'jellyfish',
        K: 'kite',
        L: 'lion',
        M: 'crescent-moon',
        N: 'nest-with-eggs',
        O: 'octopus',
        P: 'pig-face',
      },
    },
    itemsPerRound: 8,
  },
  {
    id: 'letters-and-pictures-i-to-p',
    subject: 'english',
    title: 'Match Letters to Pictures',
    picture: 'puzzle-piece',
    skill: 'word-picture-matching',
    description: 'Joins each letter from I to P to a picture that begins with its sound.',
    instructions: 'Tap a letter, then tap the picture that begins with it.',
    kind: 'match-column',
    params: { pairs: 'letter-picture', items: FIRST_SOUNDS_J_TO_P, size: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'match-big-and-small-a-to-p',
    subject: 'english',
    title: 'Match Big and Small Letters A to P',
    picture: 'rocket',
    skill: 'letter-recognition',
    description: 'Joins big letters from A to P to their small partners, three at a time.',
    instructions: 'Tap a big letter, then tap its small letter.',
    kind: 'letter-case',
    params: {
      letters: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', ...LETTERS_I_TO_P],
      mode: 'match',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'sort-the-pictures',
    subject: 'english',
    title: 'Sort the Pictures',
    picture: 'magic-wand',
    skill: 'picture-sorting',
    description:
      'Names three pictures and finds the one that does not belong: a drum among vegetables.',
    instructions: 'Two pictures go together. Tap the one that does not belong.',
    kind: 'odd-one-out',
    params: { categories: ['sea-animals', 'vegetables', 'sky', 'kitchen', 'music'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'first-next-last',
    subject: 'english',
    title: 'First, Next, Last',
    picture: 'baby-chick',
    skill: 'story-order',
    description:
      'Listens to a short story and puts its three pictures in order: an egg, a chick, a hen.',
    instructions: 'Listen to the story. Drag the pictures into order: first, next, last.',
    kind: 'put-in-order',
    params: { mode: 'story' },
    itemsPerRound: 8,
  },
];
