import type { KindDefinition } from '@/activities/core/kind';
import { type NumberGridParams, generateNumberGrid, parseNumberGridParams } from './generate';

export type { NumberGridParams } from './generate';

export const kind: KindDefinition<NumberGridParams> = {
  id: 'number-grid',
  title: 'Number grid',
  parseParams: parseNumberGridParams,
  generate: generateNumberGrid,
};
