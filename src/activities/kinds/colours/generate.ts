import { drawDistinct, spread } from '@/activities/core/distinct';
import { COLOUR_NAMES, ParamsReader } from '@/activities/core/params';
import { oneOf, theOneIs } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem, ColourName } from '@/domain/types';
import { capitalise } from '@/domain/words';
import { COLOUR_EXAMPLES, COLOUR_OBJECTS } from './objects';

/**
 * Colours: "Tap the red one." 'swatch' mode shows patches of colour; 'object' mode shows pictures
 * of things that are clearly one colour (a strawberry, a banana, a frog...).
 *
 * JSON params:
 * - `colours` (at least 2 distinct ColourNames: red, blue, yellow, green, orange, purple, pink,
 *   brown, black, white). Object mode cannot use black.
 * - `mode` ('swatch' or 'object', default 'swatch').
 * - `choices` (2-4, default 3, capped by the number of colours): things to pick from.
 *
 * Every choice's id is its colour name.
 *
 * Example: `{ "colours": ["red", "blue", "yellow"], "mode": "object" }`.
 */
export interface ColoursParams {
  colours: ColourName[];
  mode: 'swatch' | 'object';
  choices: number;
}

export function parseColoursParams(params: Record<string, unknown>): ColoursParams {
  const read = new ParamsReader('colours', params);
  const colours = read.listOf('colours', COLOUR_NAMES, 2);
  const mode = read.oneOf('mode', ['swatch', 'object'] as const, 'swatch');
  const missing = colours.find((colour) => !COLOUR_OBJECTS[colour]);
  if (mode === 'object' && missing) read.fail(`object mode has no pictures for ${missing}`);
  const choices = read.int('choices', { min: 2, max: 4 }, 3);
  return { colours, mode, choices: Math.min(choices, colours.length) };
}

function colourChoice(colour: ColourName, mode: ColoursParams['mode'], random: Random): Choice {
  const pictures = COLOUR_OBJECTS[colour];
  if (mode === 'swatch' || !pictures) {
    return { id: colour, visual: { type: 'colour', colour }, speech: colour };
  }
  const picture = random.pick(pictures);
  return {
    id: colour,
    visual: { type: 'picture', picture },
    speech: oneOf(picture),
  };
}

export function generateColours(
  params: ColoursParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const targets = spread(random, params.colours, count);
  const rounds = drawDistinct(
    count,
    random,
    (r, index) => {
      const target = targets[index] as ColourName;
      const others = r.sample(
        params.colours.filter((colour) => colour !== target),
        params.choices - 1,
      );
      const choices = r
        .shuffle([target, ...others])
        .map((colour) => colourChoice(colour, params.mode, r));
      return { target, choices };
    },
    // The same colours in the same places, asked the same way, would be the same question.
    ({ target, choices }) => `${target}:${JSON.stringify(choices)}`,
  );
  return rounds.map(({ target, choices }, index) => {
    const right = choices.find((choice) => choice.id === target);
    return {
      id: `${index + 1}-${target}`,
      type: 'choice',
      prompt: { text: `Tap the ${target} one.`, speech: `Can you find the ${target} one?` },
      choices,
      answer: target,
      hint: `${capitalise(target)} is the colour of ${COLOUR_EXAMPLES[target]}.`,
      praise:
        right?.visual.type === 'picture'
          ? `Yes! ${capitalise(theOneIs(right.visual.picture))} ${target}.`
          : `Yes! That is ${target}.`,
    };
  });
}
