import type { KindDefinition } from '@/activities/core/kind';
import { type OddOneOutParams, generateOddOneOut, parseOddOneOutParams } from './generate';
import { scoreOddOneOut } from './score';

export type { OddOneOutParams } from './generate';

export const kind: KindDefinition<OddOneOutParams> = {
  id: 'odd-one-out',
  title: 'Odd one out',
  parseParams: parseOddOneOutParams,
  generate: generateOddOneOut,
  score: scoreOddOneOut,
};
