import type { KindDefinition } from '@/activities/core/kind';
import { type AdditionParams, generateAddition, parseAdditionParams } from './generate';

export type { AdditionParams } from './generate';

export const kind: KindDefinition<AdditionParams> = {
  id: 'addition',
  title: 'Addition',
  parseParams: parseAdditionParams,
  generate: generateAddition,
};
