import type { KindDefinition } from '@/activities/core/kind';
import { type SightWordsParams, generateSightWords, parseSightWordsParams } from './generate';
import { scoreSightWords } from './score';

export type { SightWordsParams } from './generate';

export const kind: KindDefinition<SightWordsParams> = {
  id: 'sight-words',
  title: 'Sight words',
  parseParams: parseSightWordsParams,
  generate: generateSightWords,
  score: scoreSightWords,
};
