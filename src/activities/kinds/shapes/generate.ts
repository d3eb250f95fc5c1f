import { spread } from '@/activities/core/distinct';
import { COLOUR_NAMES, ParamsReader, SHAPE_NAMES } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { ChoiceItem, ColourName, ShapeName } from '@/domain/types';
import { withArticle } from '@/domain/words';

/**
 * Shapes: 'name' mode asks for a named shape among others ("Find the triangle"); 'odd' mode shows
 * several of one shape and one of another ("Which shape is different?").
 *
 * JSON params:
 * - `shapes` (at least 2 distinct ShapeNames: circle, square, triangle, rectangle, star, heart,
 *   oval, diamond): the shapes this topic practises.
 * - `mode` ('name' or 'odd', default 'name').
 * - `choices` (2-4, default 3 in 'name' mode, 4 in 'odd' mode): shapes to pick from. In 'name'
 *   mode it is capped by the number of shapes.
 *
 * Example: `{ "shapes": ["circle", "square", "triangle"], "mode": "name" }`.
 */
export interface ShapesParams {
  shapes: ShapeName[];
  mode: 'name' | 'odd';
  choices: number;
}

/** Colours that show a shape clearly on a white card (white and yellow are too faint). */
const SHAPE_COLOURS = COLOUR_NAMES.filter((colour) => colour !== 'white' && colour !== 'yellow');

export function parseShapesParams(params: Record<string, unknown>): ShapesParams {
  const read = new ParamsReader('shapes', params);
  const shapes = read.listOf('shapes', SHAPE_NAMES, 2);
  const mode = read.oneOf('mode', ['name', 'odd'] as const, 'name');
  const choices = read.int('choices', { min: 2, max: 4 }, mode === 'odd' ? 4 : 3);
  if (mode === 'odd' && choices < 3) read.fail('choices must be at least 3 in odd mode');
  return { shapes, mode, choices: mode === 'name' ? Math.min(choices, shapes.length) : choices };
}

function shapeChoice(id: string, shape: ShapeName, colour: ColourName) {
  return { id, visual: { type: 'shape' as const, shape, colour }, speech: withArticle(shape) };
}

function nameItem(
  id: string,
  target: ShapeName,
  colour: ColourName,
  params: ShapesParams,
  random: Random,
): ChoiceItem {
  const others = random.sample(
    params.shapes.filter((shape) => shape !== target),
    params.choices - 1,
  );
  return {
    id,
    type: 'choice',
    prompt: { text: `Find the ${target}.`, speech: `Find the ${target}. Tap the ${target}.` },
    choices: random.shuffle([target, ...others]).map((shape) => shapeChoice(shape, shape, colour)),
    answer: target,
    hint: shapeHint(target),
    praise: `Yes! That is ${withArticle(target)}.`,
  };
}

function oddItem(
  id: string,
  same: ShapeName,
  odd: ShapeName,
  colour: ColourName,
  params: ShapesParams,
  random: Random,
): ChoiceItem {
  const oddPosition = random.int(0, params.choices - 1);
  const choices = Array.from({ length: params.choices }, (_, position) =>
    position === oddPosition
      ? shapeChoice('odd', odd, colour)
      : shapeChoice(`same-${position + 1}`, same, colour),
  );
  return {
    id,
    type: 'choice',
    prompt: {
      text: 'Which shape is different?',
      speech: 'Look at the shapes. Which one is different?',
    },
    choices,
    answer: 'odd',
    hint: `Most of them are ${same}s. Find the one that is not ${withArticle(same)}.`,
    praise: `Yes! The ${odd} is different from the ${same}s.`,
  };
}

const SHAPE_HINTS: Record<ShapeName, string> = {
  circle: 'A circle is round, like a ball. It has no corners.',
  square: 'A square has 4 sides that are all the same.',
  triangle: 'A triangle has 3 sides and 3 corners.',
  rectangle: 'A rectangle has 4 sides: 2 long and 2 short.',
  star: 'A star has 5 points.',
  heart: 'A heart has a point at the bottom and two bumps at the top.',
  oval: 'An oval is round and long, like an egg.',
  diamond: 'A diamond has 4 sides and stands on its point.',
};

function shapeHint(shape: ShapeName): string {
  return SHAPE_HINTS[shape];
}

export function generateShapes(params: ShapesParams, random: Random, count: number): ChoiceItem[] {
  const colours = spread(random, SHAPE_COLOURS, count);
  if (params.mode === 'name') {
    return spread(random, params.shapes, count).map((target, index) =>
      nameItem(`${index + 1}-${target}`, target, colours[index] as ColourName, params, random),
    );
  }
  const pairs = params.shapes.flatMap((same) =>
    params.shapes.filter((odd) => odd !== same).map((odd) => ({ same, odd })),
  );
  return spread(random, pairs, count).map(({ same, odd }, index) =>
    oddItem(`${index + 1}-${same}-${odd}`, same, odd, colours[index] as ColourName, params, random),
  );
}
