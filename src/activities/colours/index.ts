import type { KindDefinition } from '@/activities/core/kind';
import { type ColoursParams, generateColours, parseColoursParams } from './generate';
import { scoreColours } from './score';

export type { ColoursParams } from './generate';

export const kind: KindDefinition<ColoursParams> = {
  id: 'colours',
  title: 'Colours',
  parseParams: parseColoursParams,
  generate: generateColours,
  score: scoreColours,
};
