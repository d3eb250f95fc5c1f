import { glyphName } from '@/activities/glyphs/glyphs';
import type { TraceItem } from '@/domain/types';
import type { Palette } from '../ink';
import { LEXEND_VERTICAL } from '../text/lexend-metrics';
import { MM_PER_PT, textWidth } from '../text/measure';
import type { LinePrimitive, Primitive, TraceGlyphPrimitive } from '../types';
import type { CardContext, Laid } from '../cards/block';
import { assembleCard, cardArea } from '../cards/card';
import {
  GUIDE_LINES,
  handwritingWidth,
  hasHandwriting,
  placeHandwriting,
} from '../trace/handwriting';
import { strokeLabelMargin, strokeOrder } from '../trace/stroke-order';
import type { ItemSheet } from './item-sheet';

const CAP_HEIGHT = 14;
const MIN_CAP_HEIGHT = 9;
const PICTURE_SIZE = 15;
const PICTURE_GAP = 3;
/** The end of the line is left empty for the child to write alone: at least this share. */
const OWN_SHARE = 0.25;
/** Enough copies to learn the shape; the rest of the line is the child's own. */
const MAX_COPIES = 6;

function capHeightFor(context: CardContext): number {
  return Math.max(MIN_CAP_HEIGHT, CAP_HEIGHT * context.scale * Math.max(context.density, 0.85));
}

/** Width of `text` at `capHeight`, with its strokes or, failing that, the text font. */
function glyphWidth(text: string, capHeight: number): number {
  if (hasHandwriting(text)) return handwritingWidth(text, capHeight);
  return textWidth(text, capHeight / (LEXEND_VERTICAL.capHeight * MM_PER_PT), 'regular');
}

function glyph(
  text: string,
  style: TraceGlyphPrimitive['style'],
  left: number,
  top: number,
  capHeight: number,
  palette: Palette,
): TraceGlyphPrimitive {
  const width = glyphWidth(text, capHeight);
  return {
    kind: 'traceGlyph',
    text,
    style,
    colour: style === 'model' ? palette.trace.model : palette.trace.dots,
    strokes: hasHandwriting(text) ? placeHandwriting(text, left, top, capHeight) : null,
    x: left,
    baseline: top + capHeight,
    capHeight,
    // Strokes stay between the top line and the descender line; the pen width spills a little.
    bounds: {
      x: left - 1,
      y: top - 1,
      width: width + 2,
      height: capHeight * GUIDE_LINES.descender + 2,
    },
  };
}

/** Top line, dashed midline, baseline (the strongest) and a light descender line. */
function guides(left: number, top: number, width: number, capHeight: number, palette: Palette) {
  const line = (
    offset: number,
    colour: string,
    lineWidth: number,
    dash?: number[],
  ): LinePrimitive => ({
    kind: 'line',
    x1: left,
    y1: top + offset * capHeight,
    x2: left + width,
    y2: top + offset * capHeight,
    stroke: dash ? { colour, width: lineWidth, dash } : { colour, width: lineWidth },
  });
  const { trace } = palette;
  return [
    line(0, trace.top, 0.3),
    line(GUIDE_LINES.midline, trace.midline, 0.3, [1.6, 1.2]),
    line(GUIDE_LINES.baseline, trace.baseline, 0.45),
    line(GUIDE_LINES.descender, trace.descender, 0.25, [0.6, 1]),
  ];
}

/** A small dot where each stroke of a dotted copy starts. */
function startDots(copy: TraceGlyphPrimitive, palette: Palette): Primitive[] {
  return (copy.strokes ?? []).flatMap((stroke) => {
    const first = stroke[0];
    return first && first.op === 'move'
      ? [
          {
            kind: 'circle' as const,
            cx: first.x,
            cy: first.y,
            r: Math.max(0.45, copy.capHeight * 0.04),
            fill: palette.brand,
          },
        ]
      : [];
  });
}

/**
 * One line of handwriting: a picture when the item has one, the model with its strokes
 * numbered and arrowed, dotted copies to trace, then room at the end to write it alone.
 */
function traceLine(item: TraceItem, width: number, context: CardContext): Laid {
  const { palette } = context;
  const capHeight = capHeightFor(context);
  const margin = strokeLabelMargin(capHeight);
  const lineHeight = capHeight * GUIDE_LINES.descender;
  const height = margin + lineHeight + 0.5;
  const primitives: Primitive[] = [];
  let x = 0;
  if (item.picture) {
    const size = Math.min(PICTURE_SIZE * context.scale, height);
    primitives.push({
      kind: 'picture',
      name: item.picture,
      x,
      y: (height - size) / 2,
      width: size,
      height: size,
      label: item.picture,
    });
    x += size + PICTURE_GAP;
  }
  const guideLeft = x;
  primitives.push(...guides(guideLeft, margin, width - guideLeft, capHeight, palette));

  const advance = glyphWidth(item.glyph, capHeight);
  const spacing = Math.max(capHeight * 0.5, 4);
  const modelLeft = guideLeft + margin;
  const model = glyph(item.glyph, 'model', modelLeft, margin, capHeight, palette);
  primitives.push(model, ...strokeOrder(model.strokes ?? [], capHeight, palette).primitives);

  const copiesLeft = modelLeft + advance + Math.max(spacing, margin);
  const own = Math.max(advance + spacing, width * OWN_SHARE);
  const room = width - own - copiesLeft;
  const copies = Math.max(
    1,
    Math.min(MAX_COPIES, Math.floor((room + spacing) / (advance + spacing))),
  );
  for (let copy = 0; copy < copies; copy += 1) {
    const dotted = glyph(
      item.glyph,
      'dotted',
      copiesLeft + copy * (advance + spacing),
      margin,
      capHeight,
      palette,
    );
    primitives.push(dotted, ...startDots(dotted, palette));
  }
  return { width, height, primitives };
}

function noun(items: readonly TraceItem[]): string {
  const numbers = items.filter((item) => /^\d+$/.test(item.glyph)).length;
  if (numbers === items.length) return 'number';
  return numbers === 0 ? 'letter' : 'letter or number';
}

/** Tracing on handwriting lines, with the strokes numbered and arrowed on a model. */
export const traceSheet: ItemSheet<TraceItem> = {
  // A line of handwriting takes the whole width of the page.
  minWidth: () => Number.POSITIVE_INFINITY,

  card(item, number, width, context) {
    const area = cardArea(item.prompt, width, context);
    return assembleCard(
      number,
      item.prompt,
      width,
      area,
      traceLine(item, area.width, context),
      context,
    );
  },

  // The model shows what to trace; the instruction says how.
  promptsNeeded: () => false,

  instruction(items) {
    const which = items.length === 1 ? 'the' : 'each';
    return `Trace ${which} ${noun(items)}, starting at number 1 and following the arrows. Then write it on your own at the end of the line.`;
  },

  answer(item) {
    return [`Trace the ${glyphName(item.glyph)}`];
  },
};
