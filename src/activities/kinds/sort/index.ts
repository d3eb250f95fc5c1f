import type { KindDefinition } from '@/activities/core/kind';
import { type SortParams, generateSort, parseSortParams } from './generate';

export const kind: KindDefinition<SortParams> = {
  id: 'sort',
  title: 'Sort',
  parseParams: parseSortParams,
  generate: generateSort,
};
