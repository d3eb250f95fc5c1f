import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: '1 to 20 in tens', params: { from: 1, to: 20 }, options: 3 },
  { name: 'hundred square', params: { from: 1, to: 100, columns: 10, choices: 4 }, options: 4 },
  { name: '0 to 10 in fives', params: { from: 0, to: 10, columns: 5 }, options: 3 },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

describe('number-grid generation', () => {
  it('hides exactly the answer in a grid of every number', () => {
    for (const item of round({ from: 1, to: 30, columns: 10 })) {
      if (item.stem?.type !== 'grid') throw new Error('expected a grid');
      expect(item.stem.columns).toBe(10);
      expect(item.stem.cells).toHaveLength(30);
      const gap = item.stem.cells.indexOf(null);
      expect(item.stem.cells.filter((cell) => cell === null)).toHaveLength(1);
      expect(item.answer).toBe(`n${gap + 1}`);
    }
  });

  it('offers neighbours in the grid as the other choices', () => {
    for (const item of round({ from: 1, to: 100 })) {
      const answer = Number(item.answer.slice(1));
      for (const choice of item.choices) {
        const value = Number(choice.speech);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(100);
        if (value !== answer) expect([1, 10]).toContain(Math.abs(value - answer));
      }
    }
  });

  it('hints from the number before, or after for the first cell', () => {
    const items = round({ from: 1, to: 5, columns: 5 });
    const first = items.find((item) => item.answer === 'n1');
    const third = items.find((item) => item.answer === 'n3');
    expect(first?.hint).toBe('Look at the number after the gap: 2. What comes just before it?');
    expect(third?.hint).toBe('Look at the number before the gap: 2. What comes next?');
    expect(third?.praise).toBe('Yes! 3 comes after 2.');
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ from: 5, to: 6 })).toThrow('to must be between 9 and 100');
    expect(() => kind.parseParams({ columns: 1 })).toThrow('columns must be between 2 and 10');
    expect(() => kind.parseParams({ from: 'one' })).toThrow('from must be a whole number');
  });
});
