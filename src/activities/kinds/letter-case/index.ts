import type { KindDefinition } from '@/activities/core/kind';
import { letterCaseFeedback } from './feedback';
import { type LetterCaseParams, generateLetterCase, parseLetterCaseParams } from './generate';

export type { LetterCaseParams } from './generate';

export const kind: KindDefinition<LetterCaseParams> = {
  id: 'letter-case',
  title: 'Big and small letters',
  parseParams: parseLetterCaseParams,
  generate: generateLetterCase,
  feedback: letterCaseFeedback,
};
