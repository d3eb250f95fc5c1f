import type { TopicSpec } from '@/domain/types';

/** Kindergarten 2, volume 3, Maths: adding to 20, taking away to 15, counting in steps, to 100. */
export const maths: TopicSpec[] = [
  {
    id: 'add-within-20',
    subject: 'maths',
    title: 'Adding within 20',
    skill: 'addition-within-20',
    description:
      'Adds two numbers with a total of up to 20, such as 8 + 7, by counting on from the bigger number.',
    instructions: 'Read the sum. Tap the answer.',
    kind: 'addition',
    params: { max: 20, pictures: false, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'take-away-within-15',
    subject: 'maths',
    title: 'Taking Away within 15',
    skill: 'subtraction-within-15',
    description:
      'Takes away from numbers up to 15, such as 13 - 5, by counting back, and picks what is left.',
    instructions: 'Read the take-away sum. Tap the answer.',
    kind: 'subtraction',
    params: { max: 15, pictures: false, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'missing-numbers-short-rows',
    subject: 'maths',
    title: 'Missing Numbers in Short Rows',
    skill: 'number-order',
    description:
      'Reads a short row of numbers anywhere up to 100 and picks the missing one from four.',
    instructions: 'Count along the row. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 1, max: 100, length: 4, choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'count-in-twos',
    subject: 'maths',
    title: 'Counting in Twos',
    skill: 'skip-counting',
    description: 'Counts in twos, 2, 4, 6, 8, up to 40, and finds the missing number.',
    instructions: 'Count in twos along the row. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 0, max: 40, length: 5, step: 2, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'count-in-fives-to-100',
    subject: 'maths',
    title: 'Counting in Fives to 100',
    skill: 'skip-counting',
    description:
      'Counts in fives all the way to 100, such as 55, 60, 65, and finds the missing number.',
    instructions: 'Count in fives along the row. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 0, max: 100, length: 5, step: 5, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'ten-more',
    subject: 'maths',
    title: 'Ten More',
    skill: 'skip-counting',
    description:
      'Counts on in tens from a number that is not a ten, 3, 13, 23, 33, and finds the missing number.',
    instructions: 'Each number is ten more than the one before. Tap the number that is missing.',
    kind: 'missing-numbers',
    params: { min: 3, max: 93, length: 5, step: 10, choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'smaller-number-to-100',
    subject: 'maths',
    title: 'Which Number Is Smaller?',
    skill: 'comparing-to-100',
    description:
      'Compares two numbers from 10 to 99 by their tens and ones and picks the smaller one.',
    instructions: 'Look at the two numbers. Tap the smaller number.',
    kind: 'comparing',
    params: { min: 10, max: 99, mode: 'smaller' },
    itemsPerRound: 8,
  },
];
