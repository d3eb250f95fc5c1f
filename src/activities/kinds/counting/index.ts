import type { KindDefinition } from '@/activities/core/kind';
import { type CountingParams, generateCounting, parseCountingParams } from './generate';

export type { CountingParams } from './generate';

export const kind: KindDefinition<CountingParams> = {
  id: 'counting',
  title: 'Counting',
  parseParams: parseCountingParams,
  generate: generateCounting,
};
