import { range, spread } from '@/activities/core/distinct';
import { numberChoices } from '@/activities/core/number-choices';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';

/**
 * Number grid: a grid of numbers in rows with one number hidden; the child picks it.
 *
 * JSON params:
 * - `from` (0-99, default 1) and `to` (from+4 to 100, default 20): the numbers in the grid.
 * - `columns` (2-10, default 10): numbers per row (10 makes a hundred square).
 * - `choices` (2-4, default 3): how many numbers to pick from.
 *
 * Example: `{ "from": 1, "to": 30, "columns": 10 }`.
 */
export interface NumberGridParams {
  from: number;
  to: number;
  columns: number;
  choices: number;
}

export function parseNumberGridParams(params: Record<string, unknown>): NumberGridParams {
  const read = new ParamsReader('number-grid', params);
  const from = read.int('from', { min: 0, max: 99 }, 1);
  const to = read.int('to', { min: from + 4, max: 100 }, Math.max(from + 4, 20));
  return {
    from,
    to,
    columns: read.int('columns', { min: 2, max: 10 }, 10),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

export function generateNumberGrid(
  params: NumberGridParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const numbers = range(params.from, params.to);
  return spread(random, numbers, count).map((hidden, index) => {
    const before = hidden - 1 >= params.from ? hidden - 1 : null;
    return {
      id: `${index + 1}-${hidden}`,
      type: 'choice',
      prompt: {
        text: 'Which number is missing?',
        speech: 'Which number is hiding in the grid?',
      },
      stem: {
        type: 'grid',
        columns: params.columns,
        cells: numbers.map((value) => (value === hidden ? null : value)),
      },
      choices: numberChoices(hidden, random, {
        min: params.from,
        max: params.to,
        count: params.choices,
        // One less, one more, and the numbers above and below in the grid.
        near: [hidden - 1, hidden + 1, hidden - params.columns, hidden + params.columns],
      }),
      answer: `n${hidden}`,
      hint:
        before === null
          ? `Look at the number after the gap: ${hidden + 1}. What comes just before it?`
          : `Look at the number before the gap: ${before}. What comes next?`,
      praise:
        before === null
          ? `Yes! ${hidden} comes before ${hidden + 1}.`
          : `Yes! ${hidden} comes after ${before}.`,
    };
  });
}
