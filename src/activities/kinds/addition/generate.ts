import { range, spread } from '@/activities/core/distinct';
import { numberChoices } from '@/activities/core/number-choices';
import { addingStory } from '@/activities/core/number-stories';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { ChoiceItem, Visual } from '@/domain/types';

/**
 * Addition: "3 + 2 = ?" shown with two groups of pictures or with numbers; the child picks the sum.
 *
 * JSON params:
 * - `max` (2-20, default 5): the largest sum.
 * - `zero` (boolean, default false): allow adding 0.
 * - `pictures` (boolean, default true when max <= 10): show groups of pictures, else numbers.
 * - `pictureSet` (optional, at least 1 picture name): what the groups show; default
 *   COUNTABLE_PICTURES.
 * - `choices` (2-4, default 3): how many numbers to pick from.
 * - `story` (boolean, default false): with pictures, the speech tells a short story with the
 *   item's numbers and pictures ('Sam has 3 ducks. Mia brings 2 more ducks. ...').
 *
 * With numbers, the hint holds up fingers for sums to 10 and counts on from the bigger number
 * past 10.
 *
 * Example: `{ "max": 5 }`, `{ "max": 10, "pictures": false }`.
 */
export interface AdditionParams {
  max: number;
  zero: boolean;
  pictures: boolean;
  pictureSet: string[];
  choices: number;
  story: boolean;
}

export function parseAdditionParams(params: Record<string, unknown>): AdditionParams {
  const read = new ParamsReader('addition', params);
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

/** Every a + b the params allow. */
export function additionPairs(params: AdditionParams): { a: number; b: number }[] {
  const lowest = params.zero ? 0 : 1;
  return range(lowest, params.max).flatMap((a) =>
    range(lowest, params.max - a)
      .filter((b) => a + b >= 1)
      .map((b) => ({ a, b })),
  );
}

/** Sums up to this many can be shown on two hands; past it the child counts on instead. */
const FINGERS = 10;

function operand(value: number, picture: string | null): Visual {
  return picture === null
    ? { type: 'text', text: String(value) }
    : { type: 'group', picture, count: value };
}

export function generateAddition(
  params: AdditionParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const pictures = spread(random, params.pictureSet, count);
  return spread(random, additionPairs(params), count).map(({ a, b }, index) => {
    const sum = a + b;
    const picture = params.pictures ? (pictures[index] as string) : null;
    const things = picture === null ? '' : ` ${pictureNoun(picture, 2)}`;
    return {
      id: `${index + 1}-${a}+${b}`,
      type: 'choice',
      prompt:
        picture === null
          ? { text: `${a} + ${b} = ?`, speech: `What is ${a} plus ${b}?` }
          : params.story
            ? addingStory(a, b, picture, random)
            : {
                text: 'How many altogether?',
                speech: `${a} and ${b} more. How many${things} altogether?`,
              },
      stem:
        picture !== null && params.story
          ? { type: 'story', picture, start: a, change: b, operator: '+' }
          : {
              type: 'equation',
              left: operand(a, picture),
              operator: '+',
              right: operand(b, picture),
            },
      choices: numberChoices(sum, random, {
        min: 0,
        max: params.max + 2,
        count: params.choices,
        near: [sum - 1, sum + 1, a === b ? sum + 2 : Math.max(a, b)],
      }),
      answer: `n${sum}`,
      hint:
        picture !== null && params.story
          ? `${b} more came. Count all the${things} together.`
          : picture !== null
            ? `Count all the${things} together.`
            : sum <= FINGERS
              ? `Hold up ${a} ${a === 1 ? 'finger' : 'fingers'}, then ${b} more. Count them all.`
              : `Start at ${Math.max(a, b)} and count on ${Math.min(a, b)} more on your fingers.`,
      praise: `Yes! ${a} plus ${b} makes ${sum}.`,
    };
  });
}
