import type { KindDefinition } from '@/activities/core/kind';
import { rhymingFeedback } from './feedback';
import { type RhymingParams, generateRhyming, parseRhymingParams } from './generate';

export type { RhymingParams } from './generate';

export const kind: KindDefinition<RhymingParams> = {
  id: 'rhyming',
  title: 'Rhyming',
  parseParams: parseRhymingParams,
  generate: generateRhyming,
  feedback: rhymingFeedback,
};
