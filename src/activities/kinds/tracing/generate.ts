import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { TraceItem } from '@/domain/types';
import { glyphLayout, glyphName, isTraceableGlyph } from '../../glyphs/glyphs';

/**
 * Tracing: the child traces a letter or number over dotted lines with a finger, stylus or mouse.
 *
 * JSON params:
 * - `glyphs` (at least 1, distinct): single letters a-z or A-Z, or whole numbers 0-20 as strings.
 *   A round goes through them in shuffled passes, so 8 glyphs or more give 8 different items.
 * - `pictures` (optional): glyph -> picture name shown beside it ("a is for apple"),
 *   e.g. `{ "a": "red-apple" }`.
 *
 * Example: `{ "glyphs": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] }`.
 */
export interface TracingParams {
  glyphs: string[];
  pictures: Record<string, string>;
}

export function parseTracingParams(params: Record<string, unknown>): TracingParams {
  const read = new ParamsReader('tracing', params);
  const glyphs = read.strings('glyphs', 1);
  const untraceable = glyphs.find((glyph) => !isTraceableGlyph(glyph));
  if (untraceable !== undefined) {
    read.fail(`glyphs: '${untraceable}' is not a letter or a number from 0 to 20`);
  }
  const pictures = params.pictures ?? {};
  if (typeof pictures !== 'object' || pictures === null || Array.isArray(pictures)) {
    read.fail('pictures must map glyphs to picture names');
  }
  for (const [glyph, picture] of Object.entries(pictures)) {
    if (!glyphs.includes(glyph)) read.fail(`pictures names '${glyph}', which is not in glyphs`);
    if (typeof picture !== 'string' || !picture) read.fail(`pictures.${glyph} must be a name`);
  }
  return { glyphs, pictures: pictures as Record<string, string> };
}

export function generateTracing(params: TracingParams, random: Random, count: number): TraceItem[] {
  return spread(random, params.glyphs, count).map((glyph, index) => {
    const name = glyphName(glyph);
    const picture = params.pictures[glyph];
    return {
      id: `${index + 1}-${glyph}`,
      type: 'trace',
      glyph,
      ...(picture ? { picture } : {}),
      prompt: {
        text: `Trace the ${name}.`,
        speech: `Trace the ${name}. Start at the big green dot and follow the dots.`,
      },
      hint:
        glyphLayout(glyph).strokes.length > 1
          ? `Start at the big green dot with the 1 and follow the arrow along the dots. When that line is done, a new green dot shows where to start the next one.`
          : `Start at the big green dot and follow the arrow along the dots to make ${glyph}.`,
      praise: `Well done! You traced the ${name}.`,
    };
  });
}
