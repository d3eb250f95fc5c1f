import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, Visual } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';
import { additionPairs } from './generate';

describeKindContract(kind, [
  { name: 'sums to 5 with pictures', params: { max: 5 }, options: 3 },
  { name: 'sums to 10 with numbers', params: { max: 10, pictures: false }, options: 3 },
  {
    name: 'sums to 20 with zero, four choices',
    params: { max: 20, zero: true, choices: 4 },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

function valueOf(visual: Visual): number {
  if (visual.type === 'group') return visual.count;
  if (visual.type === 'text') return Number(visual.text);
  throw new Error('unexpected operand');
}

describe('addition generation', () => {
  it('answers with the sum of the two operands, never above max', () => {
    for (const item of round({ max: 7 })) {
      if (item.stem?.type !== 'equation') throw new Error('expected an equation');
      expect(item.stem.operator).toBe('+');
      const sum = valueOf(item.stem.left) + valueOf(item.stem.right);
      expect(sum).toBeLessThanOrEqual(7);
      expect(item.answer).toBe(`n${sum}`);
      expect(item.stem.left.type).toBe('group');
    }
  });

  it('shows numbers when pictures are off, and reads the sum', () => {
    const item = round({ max: 10, pictures: false })[0] as ChoiceItem;
    if (item.stem?.type !== 'equation') throw new Error('expected an equation');
    const a = valueOf(item.stem.left);
    const b = valueOf(item.stem.right);
    expect(item.stem.left.type).toBe('text');
    expect(item.prompt).toEqual({ text: `${a} + ${b} = ?`, speech: `What is ${a} plus ${b}?` });
    expect(item.praise).toBe(`Yes! ${a} plus ${b} makes ${a + b}.`);
  });

  it('tells a story with the numbers of each item when asked to, shown as things arriving', () => {
    for (const item of round({ max: 15, pictures: true, story: true, pictureSet: ['duck'] })) {
      if (item.stem?.type !== 'story') throw new Error('expected a picture story');
      const { start, change, operator, picture } = item.stem;
      expect([operator, picture]).toEqual(['+', 'duck']);
      expect(item.prompt.speech).toMatch(new RegExp(`${start} ducks?\\. .* brings ${change}`));
      expect(item.answer).toBe(`n${start + change}`);
      expect(item.hint).toBe(`${change} more came. Count all the ducks together.`);
    }
  });

  it('lists every allowed pair', () => {
    const params = kind.parseParams({ max: 3 });
    expect(additionPairs(params)).toEqual([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    expect(additionPairs(kind.parseParams({ max: 2, zero: true }))).toHaveLength(5);
  });

  it('hints with fingers up to 10 and counting on from the bigger number past 10', () => {
    const items = [5, 11, 23].flatMap((seed) => round({ max: 20, pictures: false }, seed));
    for (const item of items) {
      if (item.stem?.type !== 'equation') throw new Error('expected an equation');
      const a = valueOf(item.stem.left);
      const b = valueOf(item.stem.right);
      expect(item.hint).toBe(
        a + b <= 10
          ? `Hold up ${a} ${a === 1 ? 'finger' : 'fingers'}, then ${b} more. Count them all.`
          : `Start at ${Math.max(a, b)} and count on ${Math.min(a, b)} more on your fingers.`,
      );
    }
    expect(items.some((item) => item.hint.startsWith('Start at'))).toBe(true);
    expect(items.some((item) => item.hint.startsWith('Hold up'))).toBe(true);
    const one = round({ max: 3, pictures: false }).find((item) => item.id.endsWith('-1+1'));
    expect(one?.hint).toBe('Hold up 1 finger, then 1 more. Count them all.');
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ max: 1 })).toThrow('addition: max must be between 2 and 20');
    expect(() => kind.parseParams({ pictures: 'yes' })).toThrow('pictures must be true or false');
    expect(() => kind.parseParams({ pictureSet: [] })).toThrow('pictureSet needs at least 1');
  });
});
