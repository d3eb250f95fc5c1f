import type { TopicSpec } from '@/domain/types';

/** Kindergarten 2, volume 4, Maths: within 20, number stories, comparing, ordering, patterns. */
export const maths: TopicSpec[] = [
  {
    id: 'adding-within-20',
    subject: 'maths',
    title: 'Adding within 20',
    skill: 'addition-and-subtraction-within-20',
    description: 'Adds two numbers with a total of up to 20 and picks the answer from four.',
    instructions: 'Read the sum. Tap the answer.',
    kind: 'addition',
    params: { max: 20, pictures: false, choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'taking-away-within-20',
    subject: 'maths',
    title: 'Taking Away within 20',
    skill: 'addition-and-subtraction-within-20',
    description:
      'Takes away from numbers up to 20, such as 17 - 9, and picks the answer from four.',
    instructions: 'Read the take-away sum. Tap the answer.',
    kind: 'subtraction',
    params: { max: 20, pictures: false, choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'adding-stories',
    subject: 'maths',
    title: 'Adding Stories',
    skill: 'number-stories',
    description:
      'Listens to a short story, such as Sam has 8 ducks and Mia brings 5 more, and works out how many there are altogether, up to 15.',
    instructions: 'Listen to the story. Tap how many there are altogether.',
    kind: 'addition',
    params: { max: 15, pictures: true, story: true, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'take-away-stories',
    subject: 'maths',
    title: 'Take-Away Stories',
    skill: 'number-stories',
    description:
      'Listens to a short story, such as Sam has 12 apples and gives 4 to Mia, and works out how many are left.',
    instructions: 'Listen to the story. Tap how many are left.',
    kind: 'subtraction',
    params: { max: 15, pictures: true, story: true, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'bigger-number-to-100',
    subject: 'maths',
    title: 'Which Number Is Bigger?',
    skill: 'comparing-numbers',
    description:
      'Compares two numbers from 10 to 100 by their tens and ones and picks the bigger one.',
    instructions: 'Look at the two numbers. Tap the bigger number.',
    kind: 'comparing',
    params: { min: 10, max: 100, mode: 'bigger' },
    itemsPerRound: 8,
  },
  {
    id: 'ordering-on-the-hundred-square',
    subject: 'maths',
    title: 'Ordering on the Hundred Square',
    skill: 'number-order',
    description:
      'Finds the hidden number on the 1 to 100 grid, choosing from four numbers that include ten more and ten less.',
    instructions: 'One number is hiding in the grid. Tap the number that goes in the gap.',
    kind: 'number-grid',
    params: { from: 1, to: 100, columns: 10, choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'three-part-patterns',
    subject: 'maths',
    title: 'Three-Part Patterns',
    skill: 'patterns',
    description:
      'Continues patterns that repeat three different pictures, such as duck, frog, fish, duck, frog, fish.',
    instructions: 'Look at the pattern. Tap the picture that comes next.',
    kind: 'patterns',
    params: {
      units: ['ABC'],
      with: 'pictures',
      pictures: ['duck', 'frog', 'fish', 'butterfly', 'honeybee', 'snail'],
    },
    itemsPerRound: 8,
  },
];
