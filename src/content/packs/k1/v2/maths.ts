import type { TopicSpec } from '@/domain/types';

/** Kindergarten 1, volume 2, Maths: numbers to 30, tracing 11 to 20, comparing, shapes, patterns. */
export const maths: TopicSpec[] = [
  {
    id: 'number-grid-to-30',
    subject: 'maths',
    title: 'Number Grid to 30',
    skill: 'number-grid-30',
    description:
      'Finds the hidden number on a grid of the numbers 1 to 30, reading along each row.',
    instructions: 'One number is hiding in the grid. Tap the number that goes in the gap.',
    kind: 'number-grid',
    params: { from: 1, to: 30, columns: 10, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'missing-numbers-to-30',
    subject: 'maths',
    title: 'Missing Numbers to 30',
    skill: 'number-order',
    description: 'Counts along a row of numbers up to 30 and fills in the one that is missing.',
    instructions: 'Count along the row. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 1, max: 30, length: 5, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'what-comes-next-to-30',
    subject: 'maths',
    title: 'What Comes Next?',
    skill: 'number-order',
    description: 'Counts on from a number between 10 and 30 and says the number that comes next.',
    instructions: 'Count along the row. Tap the number that comes next.',
    kind: 'missing-numbers',
    params: { min: 10, max: 30, length: 4, gap: 'end', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'trace-tricky-numbers',
    subject: 'maths',
    title: 'Trace the Tricky Numbers',
    skill: 'number-formation',
    description:
      'Traces the numbers children often write back to front, 2, 3, 5, 7, 9 and the teens made from them, writing the tens digit first.',
    instructions: 'Put your finger on the big green dot. Follow the dots to make the number.',
    kind: 'tracing',
    params: { glyphs: ['2', '3', '5', '7', '9', '12', '13', '15', '17', '19'] },
    itemsPerRound: 8,
  },
  {
    id: 'smaller-number',
    subject: 'maths',
    title: 'Which Number Is Smaller?',
    skill: 'comparing-numbers',
    description: 'Looks at two numbers from 10 to 20 and picks the smaller one.',
    instructions: 'Look at the two numbers. Tap the smaller number.',
    kind: 'comparing',
    params: { min: 10, max: 20, mode: 'smaller' },
    itemsPerRound: 8,
  },
  {
    id: 'which-shape-is-different',
    subject: 'maths',
    title: 'Which Shape Is Different?',
    skill: 'shape-sorting',
    description:
      'Spots the one shape that is different, such as an oval among circles or a square among rectangles.',
    instructions: 'Look at the shapes. Tap the one that is different.',
    kind: 'shapes',
    params: {
      shapes: ['circle', 'oval', 'square', 'rectangle', 'triangle', 'diamond'],
      mode: 'odd',
      choices: 4,
    },
    itemsPerRound: 8,
  },
  {
    id: 'shape-patterns',
    subject: 'maths',
    title: 'Shape Patterns',
    skill: 'patterns',
    description:
      'Says a pattern of shapes out loud, like circle, square, circle, square, and finds what comes next.',
    instructions: 'Look at the pattern. Tap the shape that comes next.',
    kind: 'patterns',
    params: {
      units: ['AB', 'AAB', 'ABB'],
      with: 'shapes',
      shapes: ['circle', 'square', 'triangle', 'star', 'heart'],
    },
    itemsPerRound: 8,
  },
];
