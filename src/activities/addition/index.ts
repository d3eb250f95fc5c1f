import type { KindDefinition } from '@/activities/core/kind';
import { type AdditionParams, generateAddition, parseAdditionParams } from './generate';
import { scoreAddition } from './score';

export type { AdditionParams } from './generate';

export const kind: KindDefinition<AdditionParams> = {
  id: 'addition',
  title: 'Addition',
  parseParams: parseAdditionParams,
  generate: generateAddition,
  score: scoreAddition,
};
