import type { KindDefinition } from '@/activities/core/kind';
import { sightWordsFeedback } from './feedback';
import { type SightWordsParams, generateSightWords, parseSightWordsParams } from './generate';

export type { SightWordsParams } from './generate';

export const kind: KindDefinition<SightWordsParams> = {
  id: 'sight-words',
  title: 'Sight words',
  parseParams: parseSightWordsParams,
  generate: generateSightWords,
  feedback: sightWordsFeedback,
};
