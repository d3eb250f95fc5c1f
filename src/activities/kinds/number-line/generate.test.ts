import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { BuildItem } from '@/domain/types';
import { describeKindContract, scoreWithKind } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'adding on a line to 10', params: { to: 10, operation: 'add' }, options: 10 },
  {
    name: 'both ways on a line to 20',
    params: { to: 20, operation: 'both', maxHops: 9 },
    options: 20,
  },
]);

function round(params: Record<string, unknown>, seed: number): BuildItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as BuildItem[];
}

describe('number-line generation', () => {
  it('lands on the line: the answer is the start plus or minus the hops, shown as a sum', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      for (const item of round({ to: 20, operation: 'both', maxHops: 9 }, seed)) {
        if (item.stem?.type !== 'equation') throw new Error('no sum');
        const hops = Number(item.stem.right.type === 'text' ? item.stem.right.text : NaN);
        expect(item.answer).toBe(
          item.stem.operator === '+' ? item.start + hops : item.start - hops,
        );
        expect(hops).toBeGreaterThanOrEqual(1);
        expect(hops).toBeLessThanOrEqual(9);
        expect(item.answer).toBeGreaterThanOrEqual(0);
        expect(item.answer).toBeLessThanOrEqual(20);
      }
    }
  });

  it('mixes adding and taking away when asked for both', () => {
    const operators = new Set(
      [1, 2, 3].flatMap((seed) =>
        round({ to: 20, operation: 'both' }, seed).map((item) =>
          item.stem?.type === 'equation' ? item.stem.operator : null,
        ),
      ),
    );
    expect([...operators].sort()).toEqual(['+', '-']);
  });

  it('says where the frog is when it lands somewhere else', () => {
    const [item] = round({ to: 10, operation: 'add' }, 4);
    if (!item) throw new Error('no item');
    expect(scoreWithKind(kind, item, { type: 'build', value: item.answer + 1 }).message).toBe(
      `The frog is on ${item.answer + 1}. Let's try again!`,
    );
  });

  it('refuses more hops than the line has room for', () => {
    expect(() => kind.parseParams({ to: 5, maxHops: 6 })).toThrow(/maxHops/);
  });
});
