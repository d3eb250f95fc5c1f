import { range, spread } from '@/activities/core/distinct';
import { numberChoices } from '@/activities/core/number-choices';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';

/**
 * Counting: a group of pictures; the child picks how many there are.
 *
 * JSON params:
 * - `min` (1-20, default 1) and `max` (min-20, default 10): the sizes of the groups.
 * - `pictures` (optional, at least 1 name from src/domain/pictures): what is counted, one kind
 *   of picture per item. Defaults to COUNTABLE_PICTURES (apples, stars, ducks...).
 * - `choices` (2-4, default 3): how many numbers to pick from.
 *
 * Example: `{ "min": 1, "max": 5, "pictures": ["red-apple", "duck"] }`.
 */
export interface CountingParams {
  min: number;
  max: number;
  pictures: string[];
  choices: number;
}

export function parseCountingParams(params: Record<string, unknown>): CountingParams {
  const read = new ParamsReader('counting', params);
  const min = read.int('min', { min: 1, max: 20 }, 1);
  const max = read.int('max', { min, max: 20 }, Math.max(min, 10));
  return {
    min,
    max,
    pictures: read.strings('pictures', 1, COUNTABLE_PICTURES),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

export function countingItem(
  id: string,
  count: number,
  picture: string,
  params: CountingParams,
  random: Random,
): ChoiceItem {
  const plural = pictureNoun(picture, 2);
  const there = count === 1 ? 'There is' : 'There are';
  return {
    id,
    type: 'choice',
    prompt: { text: `How many ${plural}?`, speech: `How many ${plural} can you count?` },
    stem: { type: 'visual', visual: { type: 'group', picture, count } },
    choices: numberChoices(count, random, {
      min: Math.max(0, params.min - 2),
      max: params.max + 2,
      count: params.choices,
    }),
    answer: `n${count}`,
    hint: `Touch each ${pictureNoun(picture, 1)} as you count: 1, 2, 3...`,
    praise: `Yes! ${there} ${countOf(picture, count)}.`,
  };
}

export function generateCounting(
  params: CountingParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const sizes = spread(random, range(params.min, params.max), count);
  const pictures = spread(random, params.pictures, count);
  return sizes.map((size, index) => {
    const picture = pictures[index] as string;
    return countingItem(`${index + 1}-${size}-${picture}`, size, picture, params, random);
  });
}
