import type { KindDefinition } from '@/activities/core/kind';
import { type BuildNumberParams, generateBuildNumber, parseBuildNumberParams } from './generate';

export const kind: KindDefinition<BuildNumberParams> = {
  id: 'build-number',
  title: 'Build a number',
  parseParams: parseBuildNumberParams,
  generate: generateBuildNumber,
};
