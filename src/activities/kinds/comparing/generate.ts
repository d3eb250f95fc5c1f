import { range, spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';

/**
 * Comparing: two groups ('more' / 'fewer') or two numbers ('bigger' / 'smaller'); the child taps
 * the one that has more, fewer, or is bigger or smaller. The choices are the two sides, with ids
 * 'left' and 'right'.
 *
 * JSON params:
 * - `mode` ('more', 'fewer', 'bigger' or 'smaller'; default 'more').
 * - `max` (default 10): the largest group (2-20) or number (2-100).
 * - `min` (1 to max - 1, default 1): the smallest group or number; e.g. 10 for two-digit numbers.
 * - `pictures` (optional, at least 1 picture name; groups only): what the groups show; default
 *   COUNTABLE_PICTURES.
 *
 * Numbers above 20 are compared by their tens and ones, and the hint says so.
 *
 * Example: `{ "max": 5, "mode": "more" }`, `{ "min": 10, "max": 99, "mode": "smaller" }`.
 */
export interface ComparingParams {
  min: number;
  max: number;
  mode: 'more' | 'fewer' | 'bigger' | 'smaller';
  pictures: string[];
}

const MODES = ['more', 'fewer', 'bigger', 'smaller'] as const;
const MAX_GROUP = 20;
const MAX_NUMBER = 100;

export function parseComparingParams(params: Record<string, unknown>): ComparingParams {
  const read = new ParamsReader('comparing', params);
  const mode = read.oneOf('mode', MODES, 'more');
  const groups = mode === 'more' || mode === 'fewer';
  const max = read.int('max', { min: 2, max: groups ? MAX_GROUP : MAX_NUMBER }, 10);
  return {
    min: read.int('min', { min: 1, max: max - 1 }, 1),
    max,
    mode,
    pictures: read.strings('pictures', 1, COUNTABLE_PICTURES),
  };
}

interface Side {
  value: number;
  choice: Choice;
}

function side(id: 'left' | 'right', value: number, picture: string | null): Side {
  return {
    value,
    choice:
      picture === null
        ? { id, visual: { type: 'text', text: String(value) }, speech: String(value) }
        : { id, visual: { type: 'group', picture, count: value }, speech: countOf(picture, value) },
  };
}

const PROMPTS: Record<ComparingParams['mode'], (things: string) => ChoiceItem['prompt']> = {
  more: (things) => ({ text: 'Which has more?', speech: `Which group has more ${things}?` }),
  fewer: (things) => ({ text: 'Which has fewer?', speech: `Which group has fewer ${things}?` }),
  bigger: () => ({ text: 'Which number is bigger?', speech: 'Which number is bigger?' }),
  smaller: () => ({ text: 'Which number is smaller?', speech: 'Which number is smaller?' }),
};

const HINTS: Record<ComparingParams['mode'], string> = {
  more: 'Count each group. The group with the bigger number has more.',
  fewer: 'Count each group. The group with the smaller number has fewer.',
  bigger: 'Count from 1. The number you say later is bigger.',
  smaller: 'Count from 1. The number you say first is smaller.',
};

function tensOf(value: number): string {
  const tens = Math.floor(value / 10);
  return tens === 0 ? 'no tens' : tens === 1 ? '1 ten' : `${tens} tens`;
}

function onesOf(value: number): string {
  const ones = value % 10;
  return ones === 1 ? '1 one' : `${ones} ones`;
}

/** For numbers past 20, counting from 1 is no help: compare the tens, then the ones. */
function placeValueHint(mode: ComparingParams['mode'], a: number, b: number): string {
  if (a < 10 && b < 10) return HINTS[mode];
  if (Math.floor(a / 10) !== Math.floor(b / 10)) {
    return `Look at the tens first: ${a} has ${tensOf(a)} and ${b} has ${tensOf(b)}.`;
  }
  return `Both have ${tensOf(a)}, so look at the ones: ${a} has ${onesOf(a)} and ${b} has ${onesOf(b)}.`;
}

export function generateComparing(
  params: ComparingParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const groups = params.mode === 'more' || params.mode === 'fewer';
  // Unordered pairs, each shown either way round: 3 against 5 and 5 against 3 are one question.
  const pairs = range(params.min, params.max).flatMap((a) =>
    range(a + 1, params.max).map((b) => ({ a, b })),
  );
  const pictures = spread(random, params.pictures, count);
  return spread(random, pairs, count).map((pair, index) => {
    const [a, b] = random.next() < 0.5 ? [pair.a, pair.b] : [pair.b, pair.a];
    const picture = groups ? (pictures[index] as string) : null;
    const left = side('left', a, picture);
    const right = side('right', b, picture);
    const wantsLarger = params.mode === 'more' || params.mode === 'bigger';
    const [winner, other] = a > b === wantsLarger ? [left, right] : [right, left];
    const things = picture === null ? '' : pictureNoun(picture, 2);
    const verb = winner.value === 1 ? 'is' : 'are';
    const praise = {
      more: `Yes! ${winner.choice.speech} are more than ${other.choice.speech}.`,
      fewer: `Yes! ${winner.choice.speech} ${verb} fewer than ${other.choice.speech}.`,
      bigger: `Yes! ${winner.value} is bigger than ${other.value}.`,
      smaller: `Yes! ${winner.value} is smaller than ${other.value}.`,
    }[params.mode];
    return {
      id: `${index + 1}-${a}-${b}`,
      type: 'choice',
      prompt: PROMPTS[params.mode](things),
      choices: [left.choice, right.choice],
      answer: winner.choice.id,
      hint:
        !groups && params.max > MAX_GROUP ? placeValueHint(params.mode, a, b) : HINTS[params.mode],
      praise,
    };
  });
}
