import type { TraceItem } from '@/domain/types';
import { translate } from '../primitives';
import { LEXEND_VERTICAL } from '../text/lexend-metrics';
import { MM_PER_PT, textWidth } from '../text/measure';
import { INK } from '../theme';
import { hasStrokeGlyphs, placeStrokeText, strokeTextWidth } from '../trace/glyph-path';
import type { PathSegment, Primitive, TraceGlyphPrimitive } from '../types';
import type { Block, BlockContext } from './block';
import { CARD_PADDING, cardFrame, cardHeading, cardHeadingHeight } from './card';

const SECTION_GAP = 3.5;
const CAP_HEIGHT = 14;
const MIN_CAP_HEIGHT = 9;
const PICTURE_SIZE = 21;
const PICTURE_GAP = 5;
const GUIDE_INSET = 3;
const LINE_GAP = 4;
const START_DOT_RADIUS = 1.15;

/** Width of `text` at `capHeight`, with the stroke font or, failing that, the text font. */
function glyphWidth(text: string, capHeight: number): number {
  if (hasStrokeGlyphs(text)) return strokeTextWidth(text, capHeight);
  return textWidth(text, capHeight / (LEXEND_VERTICAL.capHeight * MM_PER_PT), 'regular');
}

function glyph(
  text: string,
  style: TraceGlyphPrimitive['style'],
  left: number,
  top: number,
  capHeight: number,
): TraceGlyphPrimitive {
  const width = glyphWidth(text, capHeight);
  const strokes = hasStrokeGlyphs(text)
    ? placeStrokeText(text, left, top, capHeight).strokes
    : null;
  return {
    kind: 'traceGlyph',
    text,
    style,
    strokes,
    x: left,
    baseline: top + capHeight,
    capHeight,
    // Strokes stay between the top line and the descender line; the pen width spills a little.
    bounds: { x: left - 1, y: top - 1, width: width + 2, height: capHeight * 1.5 + 2 },
  };
}

function startDots(primitive: TraceGlyphPrimitive): Primitive[] {
  return (primitive.strokes ?? [])
    .map((stroke) => stroke[0])
    .filter((segment): segment is Extract<PathSegment, { op: 'move' }> => segment?.op === 'move')
    .map((segment) => ({
      kind: 'circle',
      cx: segment.x,
      cy: segment.y,
      r: START_DOT_RADIUS,
      fill: INK.primary,
    }));
}

function guide(x: number, y: number, width: number, capHeight: number): Primitive {
  return { kind: 'writingLines', x, y, width, gap: capHeight / 2 };
}

/**
 * Tracing practice on four-line handwriting guides: a solid model with start dots, dotted
 * copies to trace, then a line with one dotted copy and room to write alone.
 */
export function traceBlock(item: TraceItem, number: number, context: BlockContext): Block {
  const width = context.fullWidth;
  const inner = width - CARD_PADDING * 2;
  const pictureWidth = item.picture ? PICTURE_SIZE + PICTURE_GAP : 0;
  const guideWidth = inner - pictureWidth;
  const headingHeight = cardHeadingHeight(item.prompt, inner);
  const fixed = CARD_PADDING * 2 + headingHeight + SECTION_GAP + LINE_GAP;
  const fitsHeight = (context.maxHeight - fixed) / 3; // two guides of 1.5 cap heights each
  const fitsWidth = (guideWidth - GUIDE_INSET * 2) / (glyphWidth(item.glyph, 1) || 1);
  const capHeight = Math.max(
    MIN_CAP_HEIGHT,
    Math.min(CAP_HEIGHT * Math.max(context.density, 0.85), fitsHeight, fitsWidth),
  );
  const guideHeight = capHeight * 1.5;
  const height = fixed + guideHeight * 2;

  const primitives: Primitive[] = [cardFrame(width, height)];
  primitives.push(
    ...translate(cardHeading(number, item.prompt, inner).primitives, CARD_PADDING, CARD_PADDING),
  );
  const contentStart = primitives.length;
  const firstTop = CARD_PADDING + headingHeight + SECTION_GAP;
  const guideLeft = CARD_PADDING + pictureWidth;

  if (item.picture) {
    const size = Math.min(PICTURE_SIZE, guideHeight);
    primitives.push({
      kind: 'picture',
      name: item.picture,
      x: CARD_PADDING,
      y: firstTop + (guideHeight - size) / 2,
      width: size,
      height: size,
      label: item.picture,
    });
  }

  const advance = glyphWidth(item.glyph, capHeight);
  const spacing = Math.max(capHeight * 0.55, 4);
  const copies = Math.max(
    1,
    Math.floor((guideWidth - GUIDE_INSET * 2 + spacing) / (advance + spacing)),
  );
  primitives.push(guide(guideLeft, firstTop, guideWidth, capHeight));
  for (let copy = 0; copy < copies; copy += 1) {
    const left = guideLeft + GUIDE_INSET + copy * (advance + spacing);
    const placed = glyph(item.glyph, copy === 0 ? 'model' : 'dotted', left, firstTop, capHeight);
    primitives.push(placed);
    if (copy === 0) primitives.push(...startDots(placed));
  }

  const secondTop = firstTop + guideHeight + LINE_GAP;
  primitives.push(guide(CARD_PADDING, secondTop, inner, capHeight));
  const lone = glyph(item.glyph, 'dotted', CARD_PADDING + GUIDE_INSET, secondTop, capHeight);
  primitives.push(lone, ...startDots(lone));
  return { span: 'full', width, height, primitives, contentStart };
}
