import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { contentKey, describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'three basic shapes', params: { shapes: ['circle', 'square', 'triangle'] }, options: 3 },
  {
    name: 'all eight, four choices',
    params: {
      shapes: ['circle', 'square', 'triangle', 'rectangle', 'star', 'heart', 'oval', 'diamond'],
      choices: 4,
    },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

describe('shapes generation, name mode', () => {
  it('asks for the shape that is the answer', () => {
    for (const item of round({ shapes: ['circle', 'square', 'star', 'heart'] })) {
      const right = item.choices.find((choice) => choice.id === item.answer);
      expect(right?.visual).toMatchObject({ type: 'shape', shape: item.answer });
      expect(item.prompt.text).toBe(`Find the ${item.answer}.`);
      // One colour per item, so colour gives nothing away.
      const colours = new Set(
        item.choices.map((choice) => (choice.visual.type === 'shape' ? choice.visual.colour : '')),
      );
      expect(colours.size).toBe(1);
    }
  });

  it('uses an and a correctly', () => {
    const oval = round({ shapes: ['oval', 'square'] }).find((item) => item.answer === 'oval');
    expect(oval?.praise).toBe('Yes! That is an oval.');
    expect(oval?.choices.map((choice) => choice.speech).sort()).toEqual(['a square', 'an oval']);
  });
});

describe('shapes generation, odd mode', () => {
  const items = round({ shapes: ['circle', 'square', 'triangle'], mode: 'odd' });

  it('shows several of one shape and one of another', () => {
    for (const item of items) {
      expect(item.choices).toHaveLength(4);
      const odd = item.choices.filter((choice) => choice.id === item.answer);
      const same = item.choices.filter((choice) => choice.id !== item.answer);
      expect(odd).toHaveLength(1);
      expect(new Set(same.map((choice) => JSON.stringify(choice.visual))).size).toBe(1);
      expect(JSON.stringify(odd[0]?.visual)).not.toBe(JSON.stringify(same[0]?.visual));
      expect(new Set(item.choices.map((choice) => choice.id)).size).toBe(4);
    }
  });

  it('varies and is the same for the same seed', () => {
    expect(new Set(items.map(contentKey)).size).toBeGreaterThanOrEqual(8);
    expect(round({ shapes: ['circle', 'square', 'triangle'], mode: 'odd' })).toEqual(items);
  });

  it('says which shape was different', () => {
    const item = items[0] as ChoiceItem;
    const odd = item.choices.find((choice) => choice.id === 'odd');
    const same = item.choices.find((choice) => choice.id !== 'odd');
    if (odd?.visual.type !== 'shape' || same?.visual.type !== 'shape') throw new Error();
    expect(item.praise).toBe(
      `Yes! The ${odd.visual.shape} is different from the ${same.visual.shape}s.`,
    );
  });
});

describe('shapes params', () => {
  it('rejects bad params', () => {
    expect(() => kind.parseParams({})).toThrow('shapes: shapes is required');
    expect(() => kind.parseParams({ shapes: ['circle'] })).toThrow('shapes needs at least 2');
    expect(() => kind.parseParams({ shapes: ['circle', 'cube'] })).toThrow(
      "shapes has an unknown entry 'cube'",
    );
    expect(() => kind.parseParams({ shapes: ['circle', 'circle'] })).toThrow('must not repeat');
    expect(() => kind.parseParams({ shapes: ['circle', 'star'], mode: 'odd', choices: 2 })).toThrow(
      'choices must be at least 3 in odd mode',
    );
  });

  it('caps choices by the number of shapes', () => {
    expect(kind.parseParams({ shapes: ['circle', 'star'], choices: 4 }).choices).toBe(2);
  });
});
