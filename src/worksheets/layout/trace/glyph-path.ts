import { arcCurves, pointOnEllipse } from '../geometry/arc';
import type { PathSegment } from '../types';
import { STROKE_FONT, type GlyphCommand, type StrokeGlyph } from './stroke-font';

/** Space between two traced characters, in cap heights. */
const LETTER_SPACING = 0.22;

export interface PlacedStrokes {
  /** Strokes in millimetres; a stroke of one point is a dot. */
  strokes: PathSegment[][];
  /** Advance width in millimetres. */
  width: number;
}

export function hasStrokeGlyphs(text: string): boolean {
  return [...text].every((character) => character in STROKE_FONT);
}

function glyphOf(character: string): StrokeGlyph | undefined {
  return STROKE_FONT[character];
}

/** Width of `text` drawn with the stroke font at `capHeight` millimetres. */
export function strokeTextWidth(text: string, capHeight: number): number {
  const characters = [...text];
  const units = characters.reduce((sum, character) => sum + (glyphOf(character)?.width ?? 0.6), 0);
  return (units + LETTER_SPACING * Math.max(0, characters.length - 1)) * capHeight;
}

function placeStroke(
  commands: readonly GlyphCommand[],
  left: number,
  top: number,
  scale: number,
): PathSegment[] {
  const X = (x: number) => left + x * scale;
  const Y = (y: number) => top + y * scale;
  const segments: PathSegment[] = [];
  let pen: { x: number; y: number } | null = null;
  const goTo = (x: number, y: number) => {
    if (!pen) segments.push({ op: 'move', x, y });
    else if (Math.hypot(pen.x - x, pen.y - y) > 1e-6) segments.push({ op: 'line', x, y });
    pen = { x, y };
  };
  for (const command of commands) {
    switch (command[0]) {
      case 'M':
        segments.push({ op: 'move', x: X(command[1]), y: Y(command[2]) });
        pen = { x: X(command[1]), y: Y(command[2]) };
        break;
      case 'L':
        goTo(X(command[1]), Y(command[2]));
        break;
      case 'D':
        segments.push({ op: 'move', x: X(command[1]), y: Y(command[2]) });
        segments.push({ op: 'line', x: X(command[1]), y: Y(command[2]) });
        pen = { x: X(command[1]), y: Y(command[2]) };
        break;
      case 'C': {
        const [, x1, y1, x2, y2, x, y] = command;
        segments.push({
          op: 'curve',
          x1: X(x1),
          y1: Y(y1),
          x2: X(x2),
          y2: Y(y2),
          x: X(x),
          y: Y(y),
        });
        pen = { x: X(x), y: Y(y) };
        break;
      }
      case 'A': {
        const [, cx, cy, rx, ry, from, to] = command;
        const ellipse = { cx: X(cx), cy: Y(cy), rx: rx * scale, ry: ry * scale };
        const start = pointOnEllipse(ellipse, from);
        goTo(start.x, start.y);
        const curves = arcCurves(ellipse, from, to);
        segments.push(...curves);
        const last = curves[curves.length - 1];
        if (last && last.op === 'curve') pen = { x: last.x, y: last.y };
        break;
      }
    }
  }
  return segments;
}

/**
 * The pen strokes of `text` with its top line at `top` and its left edge at `left`;
 * characters missing from the stroke font leave a gap (callers check hasStrokeGlyphs).
 */
export function placeStrokeText(
  text: string,
  left: number,
  top: number,
  capHeight: number,
): PlacedStrokes {
  const strokes: PathSegment[][] = [];
  let cursor = left;
  [...text].forEach((character, index) => {
    if (index > 0) cursor += LETTER_SPACING * capHeight;
    const glyph = glyphOf(character);
    if (!glyph) {
      cursor += 0.6 * capHeight;
      return;
    }
    for (const commands of glyph.strokes)
      strokes.push(placeStroke(commands, cursor, top, capHeight));
    cursor += glyph.width * capHeight;
  });
  return { strokes, width: cursor - left };
}
