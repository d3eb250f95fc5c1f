import { describe, expect, it } from 'vitest';
import type { Box, PathSegment } from '../types';
import { hasStrokeGlyphs, placeStrokeText, strokeTextWidth } from './glyph-path';
import { STROKE_FONT } from './stroke-font';

/** Bounds of the painted curve (sampled), not of its control points. */
function segmentsBounds(segments: readonly PathSegment[]): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  let pen = { x: 0, y: 0 };
  for (const segment of segments) {
    if (segment.op === 'close') continue;
    if (segment.op === 'curve') {
      for (let step = 1; step <= 20; step += 1) {
        const t = step / 20;
        const u = 1 - t;
        xs.push(
          u * u * u * pen.x +
            3 * u * u * t * segment.x1 +
            3 * u * t * t * segment.x2 +
            t * t * t * segment.x,
        );
        ys.push(
          u * u * u * pen.y +
            3 * u * u * t * segment.y1 +
            3 * u * t * t * segment.y2 +
            t * t * t * segment.y,
        );
      }
    }
    xs.push(segment.x);
    ys.push(segment.y);
    pen = { x: segment.x, y: segment.y };
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

describe('the tracing stroke font', () => {
  it('draws every letter and digit', () => {
    for (const character of LOWER + UPPER + DIGITS)
      expect(character in STROKE_FONT, character).toBe(true);
    expect(hasStrokeGlyphs('Aa10')).toBe(true);
    expect(hasStrokeGlyphs('ñ')).toBe(false);
  });

  it('keeps every glyph inside its advance and between the top and descender lines', () => {
    for (const [character, glyph] of Object.entries(STROKE_FONT)) {
      const placed = placeStrokeText(character, 0, 0, 10);
      const bounds = segmentsBounds(placed.strokes.flat());
      expect(bounds.x, character).toBeGreaterThanOrEqual(-0.2);
      expect(bounds.x + bounds.width, character).toBeLessThanOrEqual(glyph.width * 10 + 0.2);
      expect(bounds.y, character).toBeGreaterThanOrEqual(-0.2);
      expect(bounds.y + bounds.height, character).toBeLessThanOrEqual(15.2);
    }
  });

  it('sits capitals and digits on the baseline and small letters under the midline', () => {
    for (const character of UPPER + DIGITS) {
      const bounds = segmentsBounds(placeStrokeText(character, 0, 0, 10).strokes.flat());
      expect(bounds.y, character).toBeLessThan(1);
      expect(bounds.y + bounds.height, character).toBeGreaterThan(9.5);
    }
    for (const character of 'acemnorsuvwxz') {
      const bounds = segmentsBounds(placeStrokeText(character, 0, 0, 10).strokes.flat());
      expect(bounds.y, character).toBeGreaterThan(4.5);
      expect(bounds.y + bounds.height, character).toBeLessThanOrEqual(10.5);
    }
    for (const character of 'gjpqy') {
      const bounds = segmentsBounds(placeStrokeText(character, 0, 0, 10).strokes.flat());
      expect(bounds.y + bounds.height, character).toBeGreaterThan(12);
    }
  });

  it('starts every stroke with a pen-down point and keeps the advance of a string', () => {
    const placed = placeStrokeText('10', 5, 0, 10);
    for (const stroke of placed.strokes) expect(stroke[0]?.op).toBe('move');
    expect(placed.width).toBeCloseTo(strokeTextWidth('10', 10), 6);
  });
});
