import { describe, expect, it } from 'vitest';
import { COUNTABLE_PICTURES } from '@/domain/picture-nouns';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { hasPicture } from '@/domain/pictures';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'one to ten', params: { min: 1, max: 10 }, options: 3 },
  {
    name: 'up to five with apples',
    params: { max: 5, pictures: ['red-apple'] },
    options: 3,
    minDistinct: 5,
  },
  { name: 'teens, four choices', params: { min: 11, max: 20, choices: 4 }, options: 4 },
]);

function round(params: Record<string, unknown>, seed = 3, count = 10) {
  return kind.generate(kind.parseParams(params), createRandom(seed), count) as ChoiceItem[];
}

describe('counting generation', () => {
  it('shows a group whose size is the answer, within the range', () => {
    for (const item of round({ min: 3, max: 9 })) {
      expect(item.stem?.type).toBe('visual');
      if (item.stem?.type !== 'visual' || item.stem.visual.type !== 'group') throw new Error();
      const size = item.stem.visual.count;
      expect(size).toBeGreaterThanOrEqual(3);
      expect(size).toBeLessThanOrEqual(9);
      expect(item.answer).toBe(`n${size}`);
      expect(item.choices.find((choice) => choice.id === item.answer)?.speech).toBe(String(size));
    }
  });

  it('uses every size once before repeating one', () => {
    const sizes = round({ min: 1, max: 10 }).map((item) =>
      item.stem?.type === 'visual' && item.stem.visual.type === 'group'
        ? item.stem.visual.count
        : 0,
    );
    expect(new Set(sizes).size).toBe(10);
  });

  it('names the pictures in prompt and praise', () => {
    const item = round({ min: 1, max: 1, pictures: ['red-apple'] })[0];
    expect(item?.prompt.text).toBe('How many apples?');
    expect(item?.praise).toBe('Yes! There is 1 apple.');
    const three = round({ min: 3, max: 3, pictures: ['duck'] })[0];
    expect(three?.praise).toBe('Yes! There are 3 ducks.');
    expect(three?.hint).toBe('Touch each duck as you count: 1, 2, 3...');
  });

  it('counts only pictures that exist', () => {
    for (const picture of COUNTABLE_PICTURES) expect(hasPicture(picture), picture).toBe(true);
  });

  it('rejects bad params with a message naming them', () => {
    expect(() => kind.parseParams({ min: 0 })).toThrow('counting: min must be between 1 and 20');
    expect(() => kind.parseParams({ min: 5, max: 3 })).toThrow('max must be between 5 and 20');
    expect(() => kind.parseParams({ max: 2.5 })).toThrow('max must be a whole number');
    expect(() => kind.parseParams({ pictures: [] })).toThrow('pictures needs at least 1');
    expect(() => kind.parseParams({ pictures: 'duck' })).toThrow('pictures must be a list');
    expect(() => kind.parseParams({ choices: 5 })).toThrow('choices must be between 2 and 4');
  });
});
