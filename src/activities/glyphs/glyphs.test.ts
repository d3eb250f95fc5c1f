import { describe, expect, it } from 'vitest';
import { glyphLayout, glyphName, isTraceableGlyph } from './glyphs';

const ALL = [
  ...Array.from({ length: 21 }, (_, value) => String(value)),
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
];

describe('glyph templates', () => {
  it.each(ALL)('%s fits inside its box with margins', (glyph) => {
    const layout = glyphLayout(glyph);
    expect(layout.aspect).toBe(glyph.length);
    expect(layout.strokes.length).toBeGreaterThan(0);
    for (const stroke of layout.strokes) {
      expect(stroke.length).toBeGreaterThanOrEqual(2);
      for (const point of stroke) {
        expect(point.x).toBeGreaterThanOrEqual(0.05 / layout.aspect);
        expect(point.x).toBeLessThanOrEqual(1 - 0.05 / layout.aspect);
        expect(point.y).toBeGreaterThanOrEqual(0.05);
        expect(point.y).toBeLessThanOrEqual(0.95);
      }
    }
  });

  it('puts the digits of a number side by side', () => {
    const layout = glyphLayout('12');
    const xs = layout.strokes.map((stroke) => stroke.map((point) => point.x));
    expect(Math.max(...(xs[0] ?? []))).toBeLessThan(0.5);
    expect(Math.min(...(xs.at(-1) ?? []))).toBeGreaterThan(0.5);
  });

  it('knows what can be traced', () => {
    expect(isTraceableGlyph('q')).toBe(true);
    expect(isTraceableGlyph('20')).toBe(true);
    expect(isTraceableGlyph('21')).toBe(false);
    expect(isTraceableGlyph('05')).toBe(false);
    expect(isTraceableGlyph('ab')).toBe(false);
    expect(isTraceableGlyph('é')).toBe(false);
    expect(() => glyphLayout('?')).toThrow("No tracing template for '?'");
  });

  it('names letters and numbers', () => {
    expect(glyphName('b')).toBe('letter b');
    expect(glyphName('14')).toBe('number 14');
  });
});
