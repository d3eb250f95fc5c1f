import type { FontWeight } from '../types';
import {
  LEXEND_BOLD_WIDTHS,
  LEXEND_CHARACTERS,
  LEXEND_REGULAR_WIDTHS,
  LEXEND_VERTICAL,
} from './lexend-metrics';

export const MM_PER_PT = 25.4 / 72;

/** Width for a character outside the table: wider than most, so text never overflows. */
const FALLBACK_WIDTH = 800;

function widthTable(widths: readonly number[]): Map<string, number> {
  const table = new Map<string, number>();
  [...LEXEND_CHARACTERS].forEach((character, index) => {
    table.set(character, widths[index] ?? FALLBACK_WIDTH);
  });
  return table;
}

const TABLES: Record<FontWeight, Map<string, number>> = {
  regular: widthTable(LEXEND_REGULAR_WIDTHS),
  bold: widthTable(LEXEND_BOLD_WIDTHS),
};

export function ptToMm(points: number): number {
  return points * MM_PER_PT;
}

/** Advance width of one line of text in millimetres. */
export function textWidth(text: string, size: number, weight: FontWeight): number {
  const table = TABLES[weight];
  let units = 0;
  for (const character of text) units += table.get(character) ?? FALLBACK_WIDTH;
  return (units / 1000) * ptToMm(size);
}

/** Distance from the baseline up to the top of tall letters, in millimetres. */
export function ascent(size: number): number {
  return ptToMm(size) * (LEXEND_VERTICAL.capHeight + 0.08);
}

/** Distance from the baseline down to the bottom of descenders, in millimetres. */
export function descent(size: number): number {
  return ptToMm(size) * LEXEND_VERTICAL.descender;
}

/** Baseline-to-baseline distance for wrapped lines, in millimetres. */
export function lineHeight(size: number): number {
  return ptToMm(size) * 1.35;
}

/** Largest size (not above `size`, not below `minSize`) at which `text` fits `maxWidth`. */
export function fitTextSize(
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
  minSize = 8,
): number {
  const natural = textWidth(text, size, weight);
  if (natural <= maxWidth) return size;
  return Math.max(minSize, Math.floor(((size * maxWidth) / natural) * 4) / 4);
}

/** Splits a word that is wider than the line on its own. */
function breakLongWord(word: string, size: number, weight: FontWeight, maxWidth: number) {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && textWidth(piece + character, size, weight) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else {
      piece += character;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap; never returns a line wider than `maxWidth` (long words are broken). */
export function wrapText(
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, weight) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (textWidth(word, size, weight) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakLongWord(word, size, weight, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `text`, shortened with an ellipsis if it is wider than `maxWidth`. */
export function truncateToWidth(
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
): string {
  if (textWidth(text, size, weight) <= maxWidth) return text;
  const characters = [...text];
  while (
    characters.length > 0 &&
    textWidth(`${characters.join('').trimEnd()}…`, size, weight) > maxWidth
  ) {
    characters.pop();
  }
  return `${characters.join('').trimEnd()}…`;
}
