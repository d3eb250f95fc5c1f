import { drawDistinct, range } from '@/activities/core/distinct';
import { numberChoices } from '@/activities/core/number-choices';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';

/**
 * Missing numbers: a row of numbers counting on with one gap; the child picks the missing number.
 *
 * JSON params:
 * - `min` (0-99, default 1) and `max` (up to 100, default 10): no number outside this range.
 * - `length` (3-8, default 5): numbers in the row.
 * - `step` (1, 2, 5 or 10; default 1): count on in ones, twos, fives or tens. Rows start at
 *   `min` plus a multiple of `step`.
 * - `gap` ('any' or 'end', default 'any'): where the gap may be.
 * - `choices` (2-4, default 3): how many numbers to pick from.
 *
 * Example: `{ "min": 1, "max": 20, "length": 5 }`, `{ "min": 0, "max": 50, "step": 10 }`.
 */
export interface MissingNumbersParams {
  min: number;
  max: number;
  length: number;
  step: 1 | 2 | 5 | 10;
  gap: 'any' | 'end';
  choices: number;
}

const STEPS = [1, 2, 5, 10] as const;

export function parseMissingNumbersParams(params: Record<string, unknown>): MissingNumbersParams {
  const read = new ParamsReader('missing-numbers', params);
  const min = read.int('min', { min: 0, max: 99 }, 1);
  const max = read.int('max', { min: min + 2, max: 100 }, Math.max(min + 2, 10));
  const length = read.int('length', { min: 3, max: 8 }, 5);
  const step = read.int('step', { min: 1, max: 10 }, 1);
  if (!(STEPS as readonly number[]).includes(step)) read.fail('step must be 1, 2, 5 or 10');
  if (min + (length - 1) * step > max) {
    read.fail(
      `${length} numbers counting in steps of ${step} do not fit between ${min} and ${max}`,
    );
  }
  return {
    min,
    max,
    length,
    step: step as MissingNumbersParams['step'],
    gap: read.oneOf('gap', ['any', 'end'] as const, 'any'),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

function countingWord(step: number): string {
  return step === 1 ? 'ones' : `${step}s`;
}

export function generateMissingNumbers(
  params: MissingNumbersParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const { min, max, length, step } = params;
  const starts = range(min, max - (length - 1) * step, step);
  const rows = drawDistinct(
    count,
    random,
    (r) => ({
      start: r.pick(starts),
      gap: params.gap === 'end' ? length - 1 : r.int(0, length - 1),
    }),
    ({ start, gap }) => `${start}-${gap}`,
  );
  return rows.map(({ start, gap }, index) => {
    const numbers = range(0, length - 1).map((position) => start + position * step);
    const answer = start + gap * step;
    const before = gap > 0 ? answer - step : null;
    const shown = numbers
      .map((value) => (value === answer ? 'something' : String(value)))
      .join(', ');
    return {
      id: `${index + 1}-${start}-${gap}`,
      type: 'choice',
      prompt:
        params.gap === 'end'
          ? {
              text: 'Which number comes next?',
              speech: `${numbers.slice(0, -1).join(', ')}. Which number comes next?`,
            }
          : { text: 'Which number is missing?', speech: `${shown}. Which number is missing?` },
      stem: {
        type: 'sequence',
        cells: numbers.map((value) =>
          value === answer ? null : { type: 'text', text: String(value) },
        ),
      },
      choices: numberChoices(answer, random, {
        min: Math.max(0, min - step),
        max: max + step,
        count: params.choices,
        step,
        near: [answer - step, answer + step],
      }),
      answer: `n${answer}`,
      hint:
        step === 1
          ? before === null
            ? `What comes just before ${answer + 1}?`
            : `Say the numbers out loud. What comes after ${before}?`
          : `Count on in ${countingWord(step)}: ${start}, ${start + step}, ${start + 2 * step}...`,
      praise:
        before === null
          ? `Yes! ${answer} comes before ${answer + step}.`
          : `Yes! ${answer} comes after ${before}.`,
    };
  });
}
