import { describe, expect, it } from 'vitest';
import { drawDistinct, range, spread } from './distinct';
import { numberChoices } from './number-choices';
import { ParamsReader } from './params';
import { countOf, pictureNoun } from '@/domain/picture-nouns';
import { createRandom } from '@/domain/random';
import { withArticle } from '@/domain/words';

describe('distinct draws', () => {
  it('spreads values: each once before repeats, never twice in a row', () => {
    const values = spread(createRandom(1), ['a', 'b', 'c'], 10);
    expect(new Set(values.slice(0, 3)).size).toBe(3);
    values.forEach((value, index) => {
      if (index > 0) expect(value).not.toBe(values[index - 1]);
    });
    expect(() => spread(createRandom(1), [], 2)).toThrow('Nothing to choose from');
  });

  it('avoids repeated keys while it can, and repeats when it must', () => {
    const many = drawDistinct(5, createRandom(2), (r) => r.int(1, 100), String);
    expect(new Set(many).size).toBe(5);
    const few = drawDistinct(4, createRandom(2), (r) => r.int(1, 2), String);
    expect(few).toHaveLength(4);
    expect(new Set(few)).toEqual(new Set([1, 2]));
  });

  it('builds ranges with steps', () => {
    expect(range(2, 10, 4)).toEqual([2, 6, 10]);
    expect(range(3, 1)).toEqual([]);
  });
});

describe('numberChoices', () => {
  it('holds the answer and distinct distractors within bounds', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const choices = numberChoices(1, createRandom(seed), { min: 0, max: 3, count: 4 });
      const values = choices.map((choice) => Number(choice.speech));
      expect(values).toContain(1);
      expect(new Set(values).size).toBe(4);
      expect(values.every((value) => value >= 0 && value <= 3)).toBe(true);
      expect(choices.map((choice) => choice.id)).toEqual(values.map((value) => `n${value}`));
    }
  });

  it('prefers the likely mistakes it is given on each side of the answer', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const values = numberChoices(14, createRandom(seed), {
        min: 1,
        max: 100,
        count: 3,
        near: [4, 24],
      }).map((choice) => Number(choice.speech));
      if (values.some((value) => value < 14)) expect(values).toContain(4);
      if (values.some((value) => value > 14)) expect(values).toContain(24);
    }
  });

  it('puts the answer at every place from smallest to largest, not always in the middle', () => {
    const places = new Set<number>();
    for (let seed = 0; seed < 30; seed += 1) {
      const values = numberChoices(50, createRandom(seed), { min: 0, max: 100, count: 3 }).map(
        (choice) => Number(choice.speech),
      );
      places.add([...values].sort((a, b) => a - b).indexOf(50));
    }
    expect([...places].sort()).toEqual([0, 1, 2]);
  });

  it('keeps distractors a whole step away when counting in steps', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const values = numberChoices(40, createRandom(seed), {
        min: 0,
        max: 110,
        count: 3,
        step: 10,
      }).map((choice) => Number(choice.speech));
      for (const value of values) expect(value % 10).toBe(0);
    }
  });
});

describe('ParamsReader', () => {
  it('requires an object', () => {
    expect(() => new ParamsReader('k', [] as never)).toThrow('k: params must be an object');
  });

  it('reads with defaults and names problems', () => {
    const read = new ParamsReader('k', { n: 3, on: true, mode: 'b', list: ['x', 'y'] });
    expect(read.int('n', { min: 1, max: 5 })).toBe(3);
    expect(read.int('missing', { min: 1, max: 5 }, 2)).toBe(2);
    expect(read.boolean('on', false)).toBe(true);
    expect(read.oneOf('mode', ['a', 'b'] as const)).toBe('b');
    expect(read.strings('list', 2)).toEqual(['x', 'y']);
    expect(() => read.int('missing', { min: 1, max: 5 })).toThrow('k: missing is required');
    expect(() => read.listOf('list', ['x'] as const, 1)).toThrow(
      "k: list has an unknown entry 'y'",
    );
  });
});

describe('words for pictures', () => {
  it('names pictures in the singular and plural', () => {
    expect(pictureNoun('red-apple', 2)).toBe('apples');
    expect(pictureNoun('strawberry', 3)).toBe('strawberries');
    expect(pictureNoun('fish', 5)).toBe('fish');
    expect(pictureNoun('fox', 2)).toBe('foxes');
    expect(pictureNoun('tomato', 2)).toBe('tomatoes');
    expect(pictureNoun('soccer-ball', 1)).toBe('ball');
    expect(pictureNoun('hot-air-balloon', 2)).toBe('hot air balloons');
    expect(countOf('mouse-face', 3)).toBe('3 mice');
    expect(countOf('duck', 1)).toBe('1 duck');
    expect(pictureNoun('soap', 1)).toBe('bar of soap');
    expect(withArticle(pictureNoun('grapes', 1))).toBe('a bunch of grapes');
  });

  it('chooses a or an', () => {
    expect(withArticle('oval')).toBe('an oval');
    expect(withArticle('star')).toBe('a star');
  });
});
