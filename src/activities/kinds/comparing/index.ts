import type { KindDefinition } from '@/activities/core/kind';
import { type ComparingParams, generateComparing, parseComparingParams } from './generate';

export type { ComparingParams } from './generate';

export const kind: KindDefinition<ComparingParams> = {
  id: 'comparing',
  title: 'Comparing',
  parseParams: parseComparingParams,
  generate: generateComparing,
};
