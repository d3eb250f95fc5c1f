import type { KindDefinition } from '@/activities/core/kind';
import { type PutInOrderParams, generatePutInOrder, parsePutInOrderParams } from './generate';

export const kind: KindDefinition<PutInOrderParams> = {
  id: 'put-in-order',
  title: 'Put in order',
  parseParams: parsePutInOrderParams,
  generate: generatePutInOrder,
};
