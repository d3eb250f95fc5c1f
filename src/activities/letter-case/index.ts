import type { KindDefinition } from '@/activities/core/kind';
import { type LetterCaseParams, generateLetterCase, parseLetterCaseParams } from './generate';
import { scoreLetterCase } from './score';

export type { LetterCaseParams } from './generate';

export const kind: KindDefinition<LetterCaseParams> = {
  id: 'letter-case',
  title: 'Big and small letters',
  parseParams: parseLetterCaseParams,
  generate: generateLetterCase,
  score: scoreLetterCase,
};
