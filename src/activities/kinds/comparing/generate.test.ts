import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, Visual } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'more, to 10', params: { max: 10, mode: 'more' }, options: 2 },
  { name: 'fewer, to 5', params: { max: 5, mode: 'fewer', pictures: ['star'] }, options: 2 },
  { name: 'bigger, to 20', params: { max: 20, mode: 'bigger' }, options: 2 },
  { name: 'smaller, to 10', params: { max: 10, mode: 'smaller' }, options: 2 },
  {
    name: 'bigger, two-digit numbers',
    params: { min: 10, max: 99, mode: 'bigger' },
    options: 2,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

function valueOf(visual: Visual): number {
  if (visual.type === 'group') return visual.count;
  if (visual.type === 'text') return Number(visual.text);
  throw new Error('unexpected side');
}

describe('comparing generation', () => {
  it.each([
    ['more', (a: number, b: number) => a > b],
    ['fewer', (a: number, b: number) => a < b],
    ['bigger', (a: number, b: number) => a > b],
    ['smaller', (a: number, b: number) => a < b],
  ] as const)('picks the side that has %s', (mode, wins) => {
    for (const item of round({ max: 10, mode })) {
      const [left, right] = item.choices;
      if (!left || !right) throw new Error('expected two sides');
      expect([left.id, right.id]).toEqual(['left', 'right']);
      const winner = wins(valueOf(left.visual), valueOf(right.visual)) ? 'left' : 'right';
      expect(item.answer).toBe(winner);
      const groups = mode === 'more' || mode === 'fewer';
      expect(left.visual.type).toBe(groups ? 'group' : 'text');
    }
  });

  it('says why in the praise', () => {
    const item = round({ max: 2, mode: 'fewer', pictures: ['duck'] })[0];
    expect(item?.praise).toBe('Yes! 1 duck is fewer than 2 ducks.');
    const bigger = round({ max: 2, mode: 'bigger' })[0];
    expect(bigger?.praise).toBe('Yes! 2 is bigger than 1.');
  });

  it('keeps numbers between min and max', () => {
    for (const seed of [1, 2, 3]) {
      for (const item of round({ min: 40, max: 60, mode: 'smaller' }, seed)) {
        for (const choice of item.choices) {
          expect(valueOf(choice.visual)).toBeGreaterThanOrEqual(40);
          expect(valueOf(choice.visual)).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it('hints at counting from 1 up to 20', () => {
    const hints = new Set(round({ max: 20, mode: 'bigger' }).map((item) => item.hint));
    expect([...hints]).toEqual(['Count from 1. The number you say later is bigger.']);
  });

  it('hints at the tens, then the ones, past 20', () => {
    const sides = (item: ChoiceItem) => item.choices.map((choice) => valueOf(choice.visual));
    for (const item of [1, 2, 3].flatMap((seed) =>
      round({ min: 21, max: 99, mode: 'bigger' }, seed),
    )) {
      const [a = 0, b = 0] = sides(item);
      if (Math.floor(a / 10) === Math.floor(b / 10)) {
        expect(item.hint).toMatch(/^Both have \d tens, so look at the ones: \d+ has \d ones?/);
      } else {
        expect(item.hint).toMatch(
          /^Look at the tens first: \d+ has \d tens and \d+ has \d tens\.$/,
        );
      }
    }
    const sameTens = round({ min: 31, max: 34, mode: 'smaller' }).find(
      (item) => sides(item).join() === '31,34',
    );
    expect(sameTens?.hint).toBe(
      'Both have 3 tens, so look at the ones: 31 has 1 one and 34 has 4 ones.',
    );
    const hundred = round({ min: 99, max: 100, mode: 'smaller' })[0] as ChoiceItem;
    const [first, second] = sides(hundred);
    expect(hundred.hint).toBe(
      `Look at the tens first: ${first} has ${first === 100 ? '10 tens' : '9 tens'} and ${second} has ${second === 100 ? '10 tens' : '9 tens'}.`,
    );
    const small = [1, 2, 3, 4].flatMap((seed) => round({ max: 30, mode: 'bigger' }, seed));
    expect(small.some((item) => / \d has no tens/.test(item.hint))).toBe(true);
    expect(small.some((item) => /has 1 ten and/.test(item.hint))).toBe(true);
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ mode: 'most' })).toThrow(
      'comparing: mode must be one of more, fewer, bigger, smaller',
    );
    expect(() => kind.parseParams({ max: 1 })).toThrow('max must be between 2 and 20');
    expect(() => kind.parseParams({ mode: 'more', max: 30 })).toThrow(
      'max must be between 2 and 20',
    );
    expect(() => kind.parseParams({ mode: 'bigger', max: 101 })).toThrow(
      'max must be between 2 and 100',
    );
    expect(() => kind.parseParams({ mode: 'bigger', min: 10, max: 10 })).toThrow(
      'min must be between 1 and 9',
    );
  });
});
