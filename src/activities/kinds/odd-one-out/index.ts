import type { KindDefinition } from '@/activities/core/kind';
import { oddOneOutFeedback } from './feedback';
import { type OddOneOutParams, generateOddOneOut, parseOddOneOutParams } from './generate';
import { generateOddOneOutBySound } from './by-sound';

export type { OddOneOutParams } from './generate';

export const kind: KindDefinition<OddOneOutParams> = {
  id: 'odd-one-out',
  title: 'Odd one out',
  parseParams: parseOddOneOutParams,
  generate: (params, random, count) =>
    params.bySound
      ? generateOddOneOutBySound(params.bySound, params.choices, random, count)
      : generateOddOneOut(params, random, count),
  feedback: oddOneOutFeedback,
};
