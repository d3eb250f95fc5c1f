import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, Visual } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';
import { subtractionPairs } from './generate';

describeKindContract(kind, [
  { name: 'from 5 with pictures', params: { max: 5 }, options: 3 },
  { name: 'from 10 with numbers', params: { max: 10, pictures: false }, options: 3 },
  { name: 'from 20 with zero', params: { max: 20, zero: true, choices: 4 }, options: 4 },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

function valueOf(visual: Visual): number {
  if (visual.type === 'group') return visual.count;
  if (visual.type === 'text') return Number(visual.text);
  throw new Error('unexpected operand');
}

describe('subtraction generation', () => {
  it('answers with the difference, never below zero or above max', () => {
    for (const item of round({ max: 9 })) {
      if (item.stem?.type !== 'equation') throw new Error('expected an equation');
      expect(item.stem.operator).toBe('-');
      const a = valueOf(item.stem.left);
      const b = valueOf(item.stem.right);
      expect(a).toBeLessThanOrEqual(9);
      expect(a - b).toBeGreaterThanOrEqual(1);
      expect(item.answer).toBe(`n${a - b}`);
      expect(item.praise).toBe(`Yes! ${a} take away ${b} leaves ${a - b}.`);
    }
  });

  it('allows taking everything only with zero on', () => {
    expect(subtractionPairs(kind.parseParams({ max: 3 }))).toEqual([
      { a: 2, b: 1 },
      { a: 3, b: 1 },
      { a: 3, b: 2 },
    ]);
    expect(subtractionPairs(kind.parseParams({ max: 3, zero: true }))).toContainEqual({
      a: 3,
      b: 3,
    });
  });

  it('reads the picture story aloud', () => {
    const item = round({ max: 2, pictureSet: ['duck'] })[0];
    expect(item?.prompt).toEqual({
      text: 'How many are left?',
      speech: 'There are 2 ducks. Take away 1. How many are left?',
    });
  });

  it('tells a story with the numbers of each item when asked to, shown as things leaving', () => {
    for (const item of round({ max: 15, pictures: true, story: true, pictureSet: ['duck'] })) {
      if (item.stem?.type !== 'story') throw new Error('expected a picture story');
      const { start, change, operator, picture } = item.stem;
      expect([operator, picture]).toEqual(['-', 'duck']);
      expect(item.prompt.speech).toMatch(new RegExp(`${start} ducks?\\. .* gives ${change}`));
      expect(item.answer).toBe(`n${start - change}`);
      expect(item.hint).toBe(`${change} went away. Count the ducks that are still here.`);
    }
  });

  it('hints with fingers up to 10, then counting back, or counting on from a big take-away', () => {
    const items = [5, 11, 23, 47].flatMap((seed) => round({ max: 20, pictures: false }, seed));
    for (const item of items) {
      if (item.stem?.type !== 'equation') throw new Error('expected an equation');
      const a = valueOf(item.stem.left);
      const b = valueOf(item.stem.right);
      const expected =
        a <= 10
          ? `Hold up ${a} fingers. Fold down ${b}. How many are still up?`
          : b <= 10
            ? `Start at ${a} and count back ${b} on your fingers.`
            : `Start at ${b} and count on to ${a}. How many did you count?`;
      expect(item.hint).toBe(expected);
    }
    const starts = new Set(items.map((item) => item.hint.split(' ').slice(0, 2).join(' ')));
    expect(starts).toEqual(new Set(['Hold up', 'Start at']));
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ max: 21 })).toThrow(
      'subtraction: max must be between 2 and 20',
    );
    expect(() => kind.parseParams({ zero: 1 })).toThrow('zero must be true or false');
  });
});
