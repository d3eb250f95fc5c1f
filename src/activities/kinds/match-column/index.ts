import type { KindDefinition } from '@/activities/core/kind';
import { type MatchColumnParams, generateMatchColumn, parseMatchColumnParams } from './generate';

export type { MatchColumnParams, MatchPairs } from './generate';

export const kind: KindDefinition<MatchColumnParams> = {
  id: 'match-column',
  title: 'Match column',
  parseParams: parseMatchColumnParams,
  generate: generateMatchColumn,
};
