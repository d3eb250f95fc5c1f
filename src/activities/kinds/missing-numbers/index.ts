import type { KindDefinition } from '@/activities/core/kind';
import {
  type MissingNumbersParams,
  generateMissingNumbers,
  parseMissingNumbersParams,
} from './generate';

export type { MissingNumbersParams } from './generate';

export const kind: KindDefinition<MissingNumbersParams> = {
  id: 'missing-numbers',
  title: 'Missing numbers',
  parseParams: parseMissingNumbersParams,
  generate: generateMissingNumbers,
};
