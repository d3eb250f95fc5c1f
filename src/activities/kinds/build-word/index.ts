import type { KindDefinition } from '@/activities/core/kind';
import { type BuildWordParams, generateBuildWord, parseBuildWordParams } from './generate';

export const kind: KindDefinition<BuildWordParams> = {
  id: 'build-word',
  title: 'Build a word',
  parseParams: parseBuildWordParams,
  generate: generateBuildWord,
};
