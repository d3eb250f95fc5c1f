import type { KindDefinition } from '@/activities/core/kind';
import { type SubtractionParams, generateSubtraction, parseSubtractionParams } from './generate';

export type { SubtractionParams } from './generate';

export const kind: KindDefinition<SubtractionParams> = {
  id: 'subtraction',
  title: 'Subtraction',
  parseParams: parseSubtractionParams,
  generate: generateSubtraction,
};
