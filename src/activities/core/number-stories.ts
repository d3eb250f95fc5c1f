import { countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { Prompt } from '@/domain/types';

/** The children the number stories are about. */
const NAMES = ['Sam', 'Mia', 'Ben', 'Ava', 'Leo', 'Zoe', 'Max', 'Ella'] as const;

function twoNames(random: Random): [string, string] {
  const [first, second] = random.sample(NAMES, 2);
  return [first ?? 'Sam', second ?? 'Mia'];
}

/**
 * A short adding story with the item's own numbers and pictures: 'Sam has 3 ducks. Mia brings
 * 2 more ducks. How many ducks does Sam have now?'
 */
export function addingStory(a: number, b: number, picture: string, random: Random): Prompt {
  const [child, friend] = twoNames(random);
  const question = `How many ${pictureNoun(picture, 2)} does ${child} have now?`;
  return {
    text: question,
    speech: `${child} has ${countOf(picture, a)}. ${friend} brings ${b} more ${pictureNoun(picture, b)}. ${question}`,
  };
}

/**
 * A short take-away story: 'Sam has 9 apples. Sam gives 4 apples to Mia. How many apples does
 * Sam have left?'
 */
export function takeAwayStory(a: number, b: number, picture: string, random: Random): Prompt {
  const [child, friend] = twoNames(random);
  const question = `How many ${pictureNoun(picture, 2)} does ${child} have left?`;
  return {
    text: question,
    speech: `${child} has ${countOf(picture, a)}. ${child} gives ${countOf(picture, b)} to ${friend}. ${question}`,
  };
}
