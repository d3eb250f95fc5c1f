import type { KindDefinition } from '@/activities/core/kind';
import { type NumberLineParams, generateNumberLine, parseNumberLineParams } from './generate';

export const kind: KindDefinition<NumberLineParams> = {
  id: 'number-line',
  title: 'Number line',
  parseParams: parseNumberLineParams,
  generate: generateNumberLine,
};
