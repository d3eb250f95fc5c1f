import { describe, expect, it } from 'vitest';
import { createRandom } from '@/activities/core/random';
import type { ChoiceItem, Visual } from '@/activities/core/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from '.';

describeKindContract(kind, [
  { name: 'more, to 10', params: { max: 10, mode: 'more' }, options: 2 },
  { name: 'fewer, to 5', params: { max: 5, mode: 'fewer', pictures: ['star'] }, options: 2 },
  { name: 'bigger, to 20', params: { max: 20, mode: 'bigger' }, options: 2 },
  { name: 'smaller, to 10', params: { max: 10, mode: 'smaller' }, options: 2 },
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

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ mode: 'most' })).toThrow(
      'comparing: mode must be one of more, fewer, bigger, smaller',
    );
    expect(() => kind.parseParams({ max: 1 })).toThrow('max must be between 2 and 20');
  });
});
