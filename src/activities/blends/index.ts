import type { KindDefinition } from '@/activities/core/kind';
import { type BlendsParams, generateBlends, parseBlendsParams } from './generate';
import { scoreBlends } from './score';

export type { BlendsParams } from './generate';

export const kind: KindDefinition<BlendsParams> = {
  id: 'blends',
  title: 'Blends',
  parseParams: parseBlendsParams,
  generate: generateBlends,
  score: scoreBlends,
};
