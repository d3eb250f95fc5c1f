import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { BuildItem } from '@/domain/types';
import { describeKindContract, scoreWithKind } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'numbers to 5 in one frame', params: { min: 1, max: 5 }, options: 10 },
  { name: 'numbers 11 to 20 in two frames', params: { min: 11, max: 20 }, options: 20 },
]);

function round(params: Record<string, unknown>, seed: number): BuildItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 8) as BuildItem[];
}

describe('build-number generation', () => {
  it('asks for every number of the range before repeating one, starting from an empty frame', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const items = round({ min: 1, max: 10 }, seed);
      expect(new Set(items.map((item) => item.answer)).size).toBe(8);
      for (const item of items) {
        expect(item.start).toBe(0);
        expect(item.prompt.speech).toContain(`Put ${item.answer} `);
      }
    }
  });

  it('names how many the child made when it is not the number', () => {
    const [item] = round({ min: 3, max: 3, pictures: ['red-apple'] }, 1);
    if (!item) throw new Error('no item');
    expect(scoreWithKind(kind, item, { type: 'build', value: 4 }).message).toBe(
      "That is 4 apples. Let's try again!",
    );
    expect(scoreWithKind(kind, item, { type: 'build', value: 3 })).toEqual({
      correct: true,
      message: 'Yes! 3 apples.',
    });
  });
});
