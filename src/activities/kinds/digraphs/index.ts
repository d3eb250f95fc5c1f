import type { KindDefinition } from '@/activities/core/kind';
import { digraphsFeedback } from './feedback';
import { type DigraphsParams, generateDigraphs, parseDigraphsParams } from './generate';

export type { DigraphsParams } from './generate';

export const kind: KindDefinition<DigraphsParams> = {
  id: 'digraphs',
  title: 'Digraphs',
  parseParams: parseDigraphsParams,
  generate: generateDigraphs,
  feedback: digraphsFeedback,
};
