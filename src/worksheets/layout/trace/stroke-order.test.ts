import { describe, expect, it } from 'vitest';
import { characterStrokes } from '@/activities/glyphs/glyphs';
import type { TraceItem } from '@/domain/types';
import type { CardContext } from '../cards/block';
import { paletteFor } from '../ink';
import { traceSheet } from '../items/trace';
import type { PathPrimitive, Primitive, TextPrimitive, TraceGlyphPrimitive } from '../types';
import { placeHandwriting } from './handwriting';
import { strokeOrder } from './stroke-order';

/** Every glyph the tracing activity accepts: numbers 0 to 20, small and capital letters. */
const GLYPHS = [
  ...Array.from({ length: 21 }, (_, value) => String(value)),
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
];

const context: CardContext = {
  palette: paletteFor('colour'),
  scale: 1,
  density: 1,
  prompt: false,
  maxHeight: 200,
  alike: true,
};

function traceItem(glyph: string): TraceItem {
  return {
    id: `trace-${glyph}`,
    type: 'trace',
    glyph,
    prompt: { text: `Trace ${glyph}.`, speech: `Trace ${glyph}.` },
    hint: '',
    praise: '',
  };
}

/** Length of a stroke of the activity's template, in cap heights (100 design units). */
function templateLength(stroke: readonly { x: number; y: number }[]): number {
  let total = 0;
  for (let index = 1; index < stroke.length; index += 1) {
    const from = stroke[index - 1]!;
    const to = stroke[index]!;
    total += Math.hypot(to.x - from.x, to.y - from.y);
  }
  return total / 100;
}

const isArrow = (primitive: Primitive): primitive is PathPrimitive =>
  primitive.kind === 'path' && primitive.segments.length === 4 && primitive.fill !== undefined;

describe('stroke order on the tracing model', () => {
  it.each(GLYPHS)(
    '%s: every stroke of the activity numbered in order, each line with an arrow',
    (glyph) => {
      const strokes = [...glyph].flatMap((character) => characterStrokes(character));
      const card = traceSheet.card(traceItem(glyph), 1, 180, context);
      const model = card.primitives.find(
        (primitive): primitive is TraceGlyphPrimitive =>
          primitive.kind === 'traceGlyph' && primitive.style === 'model',
      );
      // The model is drawn from the activity's own strokes, in the activity's order.
      expect(model?.strokes).toHaveLength(strokes.length);
      model?.strokes?.forEach((placed, index) => {
        expect(placed).toHaveLength(strokes[index]!.length);
      });
      const numbers = card.primitives
        .filter((primitive): primitive is TextPrimitive => primitive.kind === 'text')
        .map((text) => text.text)
        .filter((text) => text !== '1' || true)
        .slice(1); // the first text is the item's own number badge
      expect(numbers).toEqual(strokes.map((_, index) => `${index + 1}`));
      const lines = strokes.filter((stroke) => templateLength(stroke) >= 0.15);
      expect(lines.length).toBeGreaterThan(0);
      expect(card.primitives.filter(isArrow)).toHaveLength(lines.length);
    },
  );

  it('points each arrow the way the pen goes, on its stroke', () => {
    const [stroke] = placeHandwriting('l', 0, 0, 20);
    const start = stroke?.[0] as { x: number; y: number };
    const order = strokeOrder([stroke!], 20, paletteFor('colour'));
    const arrow = order.primitives.find(isArrow);
    const [tip, base1, base2] = arrow!.segments as { x: number; y: number }[];
    // 'l' is one stroke from the top line down: the tip is below the base, on the stroke.
    expect(tip!.y).toBeGreaterThan((base1!.y + base2!.y) / 2);
    expect(Math.abs(tip!.x - start.x)).toBeLessThan(0.01);
    expect(order.labels).toEqual([
      { number: 1, x: expect.any(Number), y: expect.any(Number), arrow: true },
    ]);
    // The number sits just before the start, above the top line.
    expect(order.labels[0]!.y).toBeLessThan(0);
  });

  it('numbers strokes that start at the same point apart from each other', () => {
    const strokes = placeHandwriting('B', 0, 0, 14);
    const { labels } = strokeOrder(strokes, 14, paletteFor('colour'));
    expect(labels).toHaveLength(3);
    for (const [index, label] of labels.entries())
      for (const other of labels.slice(index + 1))
        expect(Math.hypot(label.x - other.x, label.y - other.y)).toBeGreaterThan(3);
  });
});
