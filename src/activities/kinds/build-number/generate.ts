import { drawDistinct, range, spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { BuildItem } from '@/domain/types';

/**
 * Build a number: the child puts counters in a ten-frame (two for numbers past 10) until there
 * are as many as the number heard, then checks. Counting aloud goes with every counter.
 */
export interface BuildNumberParams {
  min: number;
  max: number;
  pictures: string[];
}

export function parseBuildNumberParams(params: Record<string, unknown>): BuildNumberParams {
  const read = new ParamsReader('build-number', params);
  const min = read.int('min', { min: 1, max: 20 }, 1);
  const max = read.int('max', { min, max: 20 }, 10);
  return { min, max, pictures: read.strings('pictures', 1, COUNTABLE_PICTURES) };
}

function buildNumberItem(n: number, picture: string, index: number, size: number): BuildItem {
  const many = pictureNoun(picture, n);
  return {
    id: `${index}-${n}-${picture}`,
    type: 'build',
    tool: 'frame',
    picture,
    start: 0,
    size,
    answer: n,
    prompt: { text: `Make ${n}.`, speech: `Put ${n} ${many} in the frame. ${n}.` },
    hint: `Count each one as you put it in, and stop at ${n}.`,
    praise: `Yes! ${countOf(picture, n)}.`,
  };
}

export function generateBuildNumber(params: BuildNumberParams, random: Random, count: number) {
  const size = params.max > 10 ? 20 : 10;
  const pictures = spread(random, params.pictures, count);
  const numbers = drawDistinct(
    count,
    random,
    (draw) => draw.pick(range(params.min, params.max)),
    String,
  );
  return numbers.map((n, index) => buildNumberItem(n, pictures[index] as string, index, size));
}
