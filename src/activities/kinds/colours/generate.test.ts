import { describe, expect, it } from 'vitest';
import { COLOUR_NAMES } from '@/activities/core/params';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { hasPicture } from '@/domain/pictures';
import { contentKey } from '@/test/kind-contract';
import { kind } from './';
import { COLOUR_OBJECTS } from './objects';

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

describe('colours generation', () => {
  const cases = [
    { colours: ['red', 'blue', 'yellow'], mode: 'swatch' },
    { colours: ['red', 'blue', 'yellow', 'green', 'orange', 'purple'], mode: 'object', choices: 4 },
    { colours: [...COLOUR_NAMES], mode: 'swatch', choices: 4 },
  ];

  it('is the same for the same seed and differs for another', () => {
    for (const params of cases) {
      expect(round(params, 9)).toEqual(round(params, 9));
      expect(round(params, 9).map(contentKey)).not.toEqual(round(params, 10).map(contentKey));
    }
  });

  it('gives distinct ids, varied items and the answer among distinct choices', () => {
    for (const params of cases) {
      for (const seed of [1, 2, 3, 4]) {
        const items = round(params, seed);
        expect(new Set(items.map((item) => item.id)).size).toBe(10);
        expect(new Set(items.map(contentKey)).size).toBeGreaterThanOrEqual(8);
        for (const item of items) {
          const ids = item.choices.map((choice) => choice.id);
          expect(ids).toContain(item.answer);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(item.choices.map((choice) => choice.speech)).size).toBe(ids.length);
          expect(item.prompt.text).toBe(`Tap the ${item.answer} one.`);
        }
      }
    }
  });

  it('shows swatches of the colour in swatch mode', () => {
    for (const item of round({ colours: ['green', 'pink'] })) {
      for (const choice of item.choices) {
        expect(choice.visual).toEqual({ type: 'colour', colour: choice.id });
        expect(choice.speech).toBe(choice.id);
      }
    }
  });

  it('shows a thing of that colour in object mode', () => {
    for (const item of round({ colours: ['red', 'yellow', 'white'], mode: 'object' })) {
      for (const choice of item.choices) {
        if (choice.visual.type !== 'picture') throw new Error('expected a picture');
        expect(COLOUR_OBJECTS[choice.id as 'red']).toContain(choice.visual.picture);
      }
      expect(item.praise).toMatch(new RegExp(`^Yes! The .+ is ${item.answer}\\.$`));
    }
  });

  it('only uses pictures that exist', () => {
    for (const pictures of Object.values(COLOUR_OBJECTS)) {
      for (const picture of pictures) expect(hasPicture(picture), picture).toBe(true);
    }
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ colours: ['red'] })).toThrow('colours needs at least 2');
    expect(() => kind.parseParams({ colours: ['red', 'teal'] })).toThrow("unknown entry 'teal'");
    expect(() => kind.parseParams({ colours: ['red', 'black'], mode: 'object' })).toThrow(
      'object mode has no pictures for black',
    );
    expect(() => kind.parseParams({ colours: ['red', 'blue'], mode: 'paint' })).toThrow(
      'mode must be one of swatch, object',
    );
  });
});
