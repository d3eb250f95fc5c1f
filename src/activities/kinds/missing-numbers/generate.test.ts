import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: '1 to 10, five numbers', params: { min: 1, max: 10 }, options: 3 },
  { name: 'to 100 in tens', params: { min: 0, max: 100, step: 10, length: 4 }, options: 3 },
  { name: 'twos, gap at the end', params: { min: 2, max: 30, step: 2, gap: 'end' }, options: 3 },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

function numbersOf(item: ChoiceItem): (number | null)[] {
  if (item.stem?.type !== 'sequence') throw new Error('expected a sequence');
  return item.stem.cells.map((cell) => (cell?.type === 'text' ? Number(cell.text) : null));
}

describe('missing-numbers generation', () => {
  it('shows a row counting on by the step with one gap holding the answer', () => {
    for (const item of round({ min: 0, max: 50, step: 5, length: 5 })) {
      const cells = numbersOf(item);
      expect(cells).toHaveLength(5);
      const gap = cells.indexOf(null);
      expect(cells.filter((cell) => cell === null)).toHaveLength(1);
      const start = cells[0] ?? Number(item.answer.slice(1)) - 5 * gap;
      const expected = cells.map((_, position) => start + position * 5);
      expect(expected[gap]).toBe(Number(item.answer.slice(1)));
      cells.forEach((cell, position) => {
        if (cell !== null) expect(cell).toBe(expected[position]);
      });
      expect(start % 5).toBe(0);
      expect(Math.max(...expected)).toBeLessThanOrEqual(50);
    }
  });

  it('puts the gap last in end mode', () => {
    for (const item of round({ gap: 'end' })) expect(numbersOf(item).at(-1)).toBeNull();
  });

  it('reads the row aloud with the gap', () => {
    const item = round({ min: 1, max: 3, length: 3, gap: 'any' }).find((one) =>
      one.prompt.speech.startsWith('1, 2, something'),
    );
    expect(item?.prompt.speech).toBe('1, 2, something. Which number is missing?');
    expect(item?.praise).toBe('Yes! 3 comes after 2.');
  });

  it('asks what comes next when the gap is always last', () => {
    const item = round({ min: 1, max: 3, length: 3, gap: 'end' })[0];
    expect(item?.prompt).toEqual({
      text: 'Which number comes next?',
      speech: '1, 2. Which number comes next?',
    });
    expect(item?.praise).toBe('Yes! 3 comes after 2.');
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ step: 3 })).toThrow('step must be 1, 2, 5 or 10');
    expect(() => kind.parseParams({ min: 1, max: 10, length: 6, step: 2 })).toThrow(
      '6 numbers counting in steps of 2 do not fit between 1 and 10',
    );
    expect(() => kind.parseParams({ gap: 'middle' })).toThrow('gap must be one of any, end');
    expect(() => kind.parseParams({ length: 9 })).toThrow('length must be between 3 and 8');
  });
});
