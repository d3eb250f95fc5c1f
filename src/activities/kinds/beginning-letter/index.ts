import type { KindDefinition } from '@/activities/core/kind';
import { beginningLetterFeedback } from './feedback';
import {
  type BeginningLetterParams,
  generateBeginningLetter,
  parseBeginningLetterParams,
} from './generate';

export type { BeginningLetterParams } from './generate';

export const kind: KindDefinition<BeginningLetterParams> = {
  id: 'beginning-letter',
  title: 'Beginning letter',
  parseParams: parseBeginningLetterParams,
  generate: generateBeginningLetter,
  feedback: beginningLetterFeedback,
};
