import type { TopicSpec } from '@/domain/types';

/** Nursery, volume 4, Maths: numbers to 20: counting, tracing, order and the missing number. */
export const maths: TopicSpec[] = [
  {
    id: 'count-to-20',
    subject: 'maths',
    title: 'Count to 20',
    skill: 'counting-to-20',
    description: 'Counts groups of 10 to 20 apples, fish, balloons and more, and picks the number.',
    instructions: 'Count the pictures. Tap the number you counted.',
    kind: 'counting',
    params: { min: 10, max: 20, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'trace-numbers-11-to-20',
    subject: 'maths',
    title: 'Trace 11 to 20',
    skill: 'number-formation',
    description: 'Traces the numbers 11 to 20 with a finger, from the big dot along the dots.',
    instructions: 'Put your finger on the big green dot. Follow the dots to make the number.',
    kind: 'tracing',
    params: { glyphs: ['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'] },
    itemsPerRound: 8,
  },
  {
    id: 'numbers-1-to-20',
    subject: 'maths',
    title: 'Numbers 1 to 20 in Order',
    skill: 'number-order',
    description:
      'Looks at the numbers 1 to 20 in four rows of five and finds the one that is hiding.',
    instructions: 'One number is hiding. Tap the number that goes in the gap.',
    kind: 'number-grid',
    params: { from: 1, to: 20, columns: 5, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'missing-number-to-20',
    subject: 'maths',
    title: 'Find the Missing Number',
    skill: 'number-order',
    description:
      'Counts along a short row of numbers up to 20, such as 6, 7, _, 9, and fills the gap.',
    instructions: 'Count along the row. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 1, max: 20, length: 4, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'what-comes-next',
    subject: 'maths',
    title: 'What Comes Next?',
    skill: 'number-order',
    description:
      'Reads a short row of numbers up to 20, such as 12, 13, and taps the number that comes next.',
    instructions: 'Count along the row. Tap the number that comes next.',
    kind: 'missing-numbers',
    params: { min: 1, max: 20, length: 3, gap: 'end', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'bigger-number-to-10',
    subject: 'maths',
    title: 'Which Number Is Bigger?',
    skill: 'comparing-numbers',
    description: 'Looks at two numbers up to 10 and picks the bigger one, counting on to check.',
    instructions: 'Look at the two numbers. Tap the bigger number.',
    kind: 'comparing',
    params: { max: 10, mode: 'bigger' },
    itemsPerRound: 8,
  },
];
