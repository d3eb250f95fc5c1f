import { range, spread } from '@/activities/core/distinct';
import { numberChoices } from '@/activities/core/number-choices';
import { takeAwayStory } from '@/activities/core/number-stories';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { ChoiceItem, Visual } from '@/domain/types';

/**
 * Subtraction: "5 - 2 = ?" shown with pictures or numbers; the child picks what is left.
 *
 * JSON params:
 * - `max` (2-20, default 5): the largest number taken from.
 * - `zero` (boolean, default false): allow answers of 0 (taking everything away).
 * - `pictures` (boolean, default true when max <= 10): show groups of pictures, else numbers.
 * - `pictureSet` (optional, at least 1 picture name): what the groups show; default
 *   COUNTABLE_PICTURES.
 * - `choices` (2-4, default 3): how many numbers to pick from.
 * - `story` (boolean, default false): with pictures, the speech tells a short story with the
 *   item's numbers and pictures ('Sam has 9 apples. Sam gives 4 apples to Mia. ...').
 *
 * With numbers, the hint holds up fingers up to 10, counts back past 10, and counts on from the
 * number taken away when that is more than 10 (18 - 15: start at 15, count on to 18).
 *
 * Example: `{ "max": 5 }`, `{ "max": 10, "pictures": false, "zero": true }`.
 */
export interface SubtractionParams {
  max: number;
  zero: boolean;
  pictures: boolean;
  pictureSet: string[];
  choices: number;
  story: boolean;
}

export function parseSubtractionParams(params: Record<string, unknown>): SubtractionParams {
  const read = new ParamsReader('subtraction', params);
  const max = read.int('max', { min: 2, max: 20 }, 5);
  return {
    max,
    zero: read.boolean('zero', false),
    pictures: read.boolean('pictures', max <= 10),
    pictureSet: read.strings('pictureSet', 1, COUNTABLE_PICTURES),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
    story: read.boolean('story', false),
  };
}

/** Every a - b the params allow (b >= 1). */
export function subtractionPairs(params: SubtractionParams): { a: number; b: number }[] {
  return range(2, params.max).flatMap((a) =>
    range(1, params.zero ? a : a - 1).map((b) => ({ a, b })),
  );
}

/** Numbers up to this many can be shown on two hands; past it the child counts back instead. */
const FINGERS = 10;

function operand(value: number, picture: string | null): Visual {
  return picture === null
    ? { type: 'text', text: String(value) }
    : { type: 'group', picture, count: value };
}

export function generateSubtraction(
  params: SubtractionParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const pictures = spread(random, params.pictureSet, count);
  return spread(random, subtractionPairs(params), count).map(({ a, b }, index) => {
    const left = a - b;
    const picture = params.pictures ? (pictures[index] as string) : null;
    const things = picture === null ? '' : ` ${pictureNoun(picture, a)}`;
    return {
      id: `${index + 1}-${a}-${b}`,
      type: 'choice',
      prompt:
        picture === null
          ? { text: `${a} - ${b} = ?`, speech: `What is ${a} take away ${b}?` }
          : params.story
            ? takeAwayStory(a, b, picture, random)
            : {
                text: 'How many are left?',
                speech: `There are ${a}${things}. Take away ${b}. How many are left?`,
              },
      stem:
        picture !== null && params.story
          ? { type: 'story', picture, start: a, change: b, operator: '-' }
          : {
              type: 'equation',
              left: operand(a, picture),
              operator: '-',
              right: operand(b, picture),
            },
      choices: numberChoices(left, random, {
        min: 0,
        max: params.max,
        count: params.choices,
        near: [left - 1, left + 1, a],
      }),
      answer: `n${left}`,
      hint:
        picture !== null && params.story
          ? `${b} went away. Count the ${pictureNoun(picture, 2)} that are still here.`
          : picture !== null
            ? `Count ${a}${things}, then cover ${b} with your hand. Count the ones left.`
            : a <= FINGERS
              ? `Hold up ${a} fingers. Fold down ${b}. How many are still up?`
              : b <= FINGERS
                ? `Start at ${a} and count back ${b} on your fingers.`
                : `Start at ${b} and count on to ${a}. How many did you count?`,
      praise: `Yes! ${a} take away ${b} leaves ${left}.`,
    };
  });
}
