import type { KindDefinition } from '@/activities/core/kind';
import { type PatternsParams, generatePatterns, parsePatternsParams } from './generate';

export type { PatternsParams, PatternUnit } from './generate';

export const kind: KindDefinition<PatternsParams> = {
  id: 'patterns',
  title: 'Patterns',
  parseParams: parsePatternsParams,
  generate: generatePatterns,
};
