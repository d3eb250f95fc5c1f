import { drawDistinct } from '@/activities/core/distinct';
import { COLOUR_NAMES, ParamsReader, SHAPE_NAMES } from '@/activities/core/params';
import { pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem, ColourName, ShapeName, Visual } from '@/domain/types';
import { capitalise, withArticle } from '@/domain/words';

/**
 * Patterns: a repeating row ("red, blue, red, blue, ...") with the next one missing; the child
 * picks what comes next. At least two whole repeats are shown before the gap.
 *
 * JSON params:
 * - `units` (at least 1 of 'AB', 'AAB', 'ABB', 'ABC', 'AABB'; default ['AB']): the repeating units.
 * - `with` ('colours', 'shapes' or 'pictures'; default 'colours'): what the pattern is made of.
 * - `colours` (ColourNames, at least 3, default red, blue, yellow, green) for 'colours'.
 * - `shapes` (ShapeNames, at least 3, default circle, square, triangle, star) for 'shapes'.
 * - `pictures` (picture names, at least 3, default red-apple, banana, star, duck) for 'pictures'.
 *
 * Choices have ids 'A', 'B', 'C' (the unit's parts) and 'X' (a part not in the unit).
 *
 * Example: `{ "units": ["AB", "ABC"], "with": "shapes", "shapes": ["circle", "square", "star"] }`.
 */
export interface PatternsParams {
  units: PatternUnit[];
  with: 'colours' | 'shapes' | 'pictures';
  /** The names of the parts (colour, shape or picture names), at least 3. */
  parts: string[];
}

export type PatternUnit = 'AB' | 'AAB' | 'ABB' | 'ABC' | 'AABB';

const UNITS: readonly PatternUnit[] = ['AB', 'AAB', 'ABB', 'ABC', 'AABB'];
const DEFAULT_PARTS = {
  colours: ['red', 'blue', 'yellow', 'green'],
  shapes: ['circle', 'square', 'triangle', 'star'],
  pictures: ['red-apple', 'banana', 'star', 'duck'],
} as const;

export function parsePatternsParams(params: Record<string, unknown>): PatternsParams {
  const read = new ParamsReader('patterns', params);
  const units = read.listOf('units', UNITS, 1, ['AB']);
  const made = read.oneOf('with', ['colours', 'shapes', 'pictures'] as const, 'colours');
  const parts =
    made === 'colours'
      ? read.listOf('colours', COLOUR_NAMES, 3, DEFAULT_PARTS.colours)
      : made === 'shapes'
        ? read.listOf('shapes', SHAPE_NAMES, 3, DEFAULT_PARTS.shapes)
        : read.strings('pictures', 3, DEFAULT_PARTS.pictures);
  return { units, with: made, parts };
}

interface Part {
  visual: Visual;
  /** How the part is read aloud on its own: 'red', 'a circle', 'an apple'. */
  speech: string;
  /** How it is read inside the pattern: 'red', 'circle', 'apple'. */
  name: string;
}

function makePart(kind: PatternsParams['with'], part: string): Part {
  if (kind === 'colours') {
    return { visual: { type: 'colour', colour: part as ColourName }, speech: part, name: part };
  }
  if (kind === 'shapes') {
    return {
      visual: { type: 'shape', shape: part as ShapeName, colour: 'blue' },
      speech: withArticle(part),
      name: part,
    };
  }
  const noun = pictureNoun(part, 1);
  return { visual: { type: 'picture', picture: part }, speech: withArticle(noun), name: noun };
}

interface Row {
  unit: PatternUnit;
  /** Part name for each letter of the unit, then the extra part 'X' when there is one. */
  letters: Record<string, string>;
  /** Cells shown before the gap. */
  shown: number;
}

function drawRow(params: PatternsParams, random: Random): Row {
  const unit = random.pick(params.units);
  const distinctLetters = [...new Set(unit)];
  const parts = random.sample(params.parts, distinctLetters.length + 1);
  const letters: Record<string, string> = {};
  distinctLetters.forEach((letter, position) => {
    letters[letter] = parts[position] as string;
  });
  const extra = parts[distinctLetters.length];
  if (extra !== undefined) letters.X = extra;
  return { unit, letters, shown: unit.length * 2 + random.int(0, unit.length - 1) };
}

export function generatePatterns(
  params: PatternsParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const rows = drawDistinct(
    count,
    random,
    (r) => drawRow(params, r),
    (row) => `${row.unit}-${row.shown}-${row.letters.A}-${row.letters.B}-${row.letters.C ?? ''}`,
  );
  return rows.map((row, index) => {
    const letterAt = (position: number) => row.unit[position % row.unit.length] as string;
    const partOf = (letter: string) => makePart(params.with, row.letters[letter] as string);
    const cells = Array.from({ length: row.shown }, (_, position) => partOf(letterAt(position)));
    const answerLetter = letterAt(row.shown);
    const answer = partOf(answerLetter);
    const choices: Choice[] = random.shuffle(Object.keys(row.letters)).map((letter) => ({
      id: letter,
      visual: partOf(letter).visual,
      speech: partOf(letter).speech,
    }));
    const unitSpeech = [...row.unit].map((letter) => partOf(letter).name).join(', ');
    return {
      id: `${index + 1}-${row.unit}-${row.shown}`,
      type: 'choice',
      prompt: {
        text: 'What comes next?',
        speech: `${cells.map((cell) => cell.name).join(', ')}. What comes next?`,
      },
      stem: { type: 'sequence', cells: [...cells.map((cell) => cell.visual), null] },
      choices,
      answer: answerLetter,
      hint: `Say the pattern out loud: ${unitSpeech}, ${unitSpeech}...`,
      praise: `Yes! ${capitalise(answer.speech)} comes next.`,
    };
  });
}
