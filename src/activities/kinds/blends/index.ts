import type { KindDefinition } from '@/activities/core/kind';
import { blendsFeedback } from './feedback';
import { type BlendsParams, generateBlends, parseBlendsParams } from './generate';

export type { BlendsParams } from './generate';

export const kind: KindDefinition<BlendsParams> = {
  id: 'blends',
  title: 'Blends',
  parseParams: parseBlendsParams,
  generate: generateBlends,
  feedback: blendsFeedback,
};
