import type { KindDefinition } from '@/activities/core/kind';
import { coloursFeedback } from './feedback';
import { type ColoursParams, generateColours, parseColoursParams } from './generate';

export type { ColoursParams } from './generate';

export const kind: KindDefinition<ColoursParams> = {
  id: 'colours',
  title: 'Colours',
  parseParams: parseColoursParams,
  generate: generateColours,
  feedback: coloursFeedback,
};
