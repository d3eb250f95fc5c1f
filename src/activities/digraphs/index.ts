import type { KindDefinition } from '@/activities/core/kind';
import { type DigraphsParams, generateDigraphs, parseDigraphsParams } from './generate';
import { scoreDigraphs } from './score';

export type { DigraphsParams } from './generate';

export const kind: KindDefinition<DigraphsParams> = {
  id: 'digraphs',
  title: 'Digraphs',
  parseParams: parseDigraphsParams,
  generate: generateDigraphs,
  score: scoreDigraphs,
};
