/**
 * Letters and numbers on handwriting lines, drawn from the strokes the tracing activity uses
 * (src/activities/glyphs/glyphs.ts): the same shapes, the same stroke order and direction on
 * paper as on the screen. Sizes are in cap heights: the top line is 0, the baseline 1.
 */
import { characterStrokes, HANDWRITING_LINES } from '@/activities/glyphs/glyphs';
import type { Point } from '@/domain/types';
import type { PathSegment } from '../types';

const UNITS = HANDWRITING_LINES.baseline - HANDWRITING_LINES.top;

/** Where the dashed midline and the descender line are, in cap heights below the top line. */
export const GUIDE_LINES = {
  midline: (HANDWRITING_LINES.midline - HANDWRITING_LINES.top) / UNITS,
  baseline: 1,
  descender: (HANDWRITING_LINES.descender - HANDWRITING_LINES.top) / UNITS,
} as const;

/** Space between two characters of one glyph ('12'), in cap heights. */
const CHARACTER_SPACING = 0.2;

interface Character {
  strokes: Point[][];
  minX: number;
  maxX: number;
}

const characters = new Map<string, Character | null>();

function characterOf(character: string): Character | null {
  if (!characters.has(character)) {
    let strokes: Point[][] | null = null;
    try {
      strokes = characterStrokes(character);
    } catch {
      strokes = null;
    }
    const xs = strokes?.flat().map((point) => point.x) ?? [];
    characters.set(
      character,
      strokes && xs.length > 0 ? { strokes, minX: Math.min(...xs), maxX: Math.max(...xs) } : null,
    );
  }
  return characters.get(character) ?? null;
}

/** True when every character of `text` has strokes to trace. */
export function hasHandwriting(text: string): boolean {
  return text.length > 0 && [...text].every((character) => characterOf(character) !== null);
}

/** Width of `text` written at `capHeight` millimetres. */
export function handwritingWidth(text: string, capHeight: number): number {
  const glyphs = [...text].map(characterOf);
  const units = glyphs.reduce(
    (sum, glyph) => sum + (glyph ? (glyph.maxX - glyph.minX) / UNITS : 0.6),
    0,
  );
  return (units + CHARACTER_SPACING * Math.max(0, glyphs.length - 1)) * capHeight;
}

/**
 * The pen strokes of `text` in writing order, in millimetres, with the top line at `top` and
 * the left edge at `left`; one polyline per stroke.
 */
export function placeHandwriting(
  text: string,
  left: number,
  top: number,
  capHeight: number,
): PathSegment[][] {
  const scale = capHeight / UNITS;
  const strokes: PathSegment[][] = [];
  let cursor = left;
  for (const character of text) {
    const glyph = characterOf(character);
    if (!glyph) {
      cursor += (0.6 + CHARACTER_SPACING) * capHeight;
      continue;
    }
    const x = (value: number) => cursor + (value - glyph.minX) * scale;
    const y = (value: number) => top + (value - HANDWRITING_LINES.top) * scale;
    for (const stroke of glyph.strokes) {
      strokes.push(
        stroke.map((point, index): PathSegment => ({
          op: index === 0 ? 'move' : 'line',
          x: x(point.x),
          y: y(point.y),
        })),
      );
    }
    cursor += ((glyph.maxX - glyph.minX) / UNITS + CHARACTER_SPACING) * capHeight;
  }
  return strokes;
}
