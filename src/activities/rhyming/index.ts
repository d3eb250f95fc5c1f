import type { KindDefinition } from '@/activities/core/kind';
import { type RhymingParams, generateRhyming, parseRhymingParams } from './generate';
import { scoreRhyming } from './score';

export type { RhymingParams } from './generate';

export const kind: KindDefinition<RhymingParams> = {
  id: 'rhyming',
  title: 'Rhyming',
  parseParams: parseRhymingParams,
  generate: generateRhyming,
  score: scoreRhyming,
};
