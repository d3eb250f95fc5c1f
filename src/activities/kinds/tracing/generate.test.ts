import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { TraceItem } from '@/domain/types';
import { contentKey } from '@/test/kind-contract';
import { kind } from './';
import { traceAlternatives } from '../../glyphs/alternatives';

function round(params: Record<string, unknown>, seed = 3, count = 10) {
  return kind.generate(kind.parseParams(params), createRandom(seed), count) as TraceItem[];
}

const DIGITS = { glyphs: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] };

describe('tracing generation', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(round(DIGITS, 4)).toEqual(round(DIGITS, 4));
    expect(round(DIGITS, 4).map(contentKey)).not.toEqual(round(DIGITS, 5).map(contentKey));
  });

  it('goes through every glyph before repeating, with distinct ids', () => {
    const items = round(DIGITS);
    expect(new Set(items.map((item) => item.id)).size).toBe(10);
    expect(new Set(items.map((item) => item.glyph)).size).toBe(10);
    const repeated = round({ glyphs: ['a', 'b', 'c'] }, 3, 9);
    expect(new Set(repeated.map((item) => item.id)).size).toBe(9);
    expect(
      repeated
        .slice(0, 3)
        .map((item) => item.glyph)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });

  it('writes prompts for letters and numbers, and adds a picture when given', () => {
    const [letter] = round({ glyphs: ['a'], pictures: { a: 'red-apple' } }, 1, 1);
    expect(letter).toMatchObject({
      type: 'trace',
      glyph: 'a',
      picture: 'red-apple',
      prompt: { text: 'Trace the letter a.' },
      praise: 'Well done! You traced the letter a.',
    });
    const [number] = round({ glyphs: ['12'] }, 1, 1);
    expect(number?.prompt.text).toBe('Trace the number 12.');
    expect(number).not.toHaveProperty('picture');
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({})).toThrow('tracing: glyphs is required');
    expect(() => kind.parseParams({ glyphs: ['ab'] })).toThrow(
      "glyphs: 'ab' is not a letter or a number from 0 to 20",
    );
    expect(() => kind.parseParams({ glyphs: ['25'] })).toThrow('is not a letter or a number');
    expect(() => kind.parseParams({ glyphs: ['a'], pictures: { b: 'bear' } })).toThrow(
      "pictures names 'b', which is not in glyphs",
    );
    expect(() => kind.parseParams({ glyphs: ['a'], pictures: ['x'] })).toThrow(
      'pictures must map glyphs to picture names',
    );
  });
});

describe('traceAlternatives', () => {
  it('offers the glyph and two others of the same sort, always in the same order', () => {
    for (const glyph of ['a', 'Q', '0', '7', '20']) {
      const options = traceAlternatives(glyph);
      expect(options).toHaveLength(3);
      expect(options).toContain(glyph);
      expect(new Set(options).size).toBe(3);
      expect(traceAlternatives(glyph)).toEqual(options);
    }
    expect(traceAlternatives('m').every((option) => /^[a-z]$/.test(option))).toBe(true);
    expect(traceAlternatives('M').every((option) => /^[A-Z]$/.test(option))).toBe(true);
    expect(traceAlternatives('20').every((option) => Number(option) <= 20)).toBe(true);
  });
});
