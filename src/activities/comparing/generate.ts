import { range, spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, countOf, pictureNoun } from '@/activities/core/picture-nouns';
import type { Random } from '@/activities/core/random';
import type { Choice, ChoiceItem } from '@/activities/core/types';

/**
 * Comparing: two groups ('more' / 'fewer') or two numbers ('bigger' / 'smaller'); the child taps
 * the one that has more, fewer, or is bigger or smaller. The choices are the two sides, with ids
 * 'left' and 'right'.
 *
 * JSON params:
 * - `max` (2-20, default 10): the largest group or number (the smallest is 1).
 * - `mode` ('more', 'fewer', 'bigger' or 'smaller'; default 'more').
 * - `pictures` (optional, at least 1 picture name; groups only): what the groups show; default
 *   COUNTABLE_PICTURES.
 *
 * Example: `{ "max": 5, "mode": "more" }`, `{ "max": 20, "mode": "smaller" }`.
 */
export interface ComparingParams {
  max: number;
  mode: 'more' | 'fewer' | 'bigger' | 'smaller';
  pictures: string[];
}

const MODES = ['more', 'fewer', 'bigger', 'smaller'] as const;

export function parseComparingParams(params: Record<string, unknown>): ComparingParams {
  const read = new ParamsReader('comparing', params);
  return {
    max: read.int('max', { min: 2, max: 20 }, 10),
    mode: read.oneOf('mode', MODES, 'more'),
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

export function generateComparing(
  params: ComparingParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const groups = params.mode === 'more' || params.mode === 'fewer';
  // Unordered pairs, each shown either way round: 3 against 5 and 5 against 3 are one question.
  const pairs = range(1, params.max).flatMap((a) =>
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
      hint: HINTS[params.mode],
      praise,
    };
  });
}
