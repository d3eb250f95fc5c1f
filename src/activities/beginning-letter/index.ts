import type { KindDefinition } from '@/activities/core/kind';
import {
  type BeginningLetterParams,
  generateBeginningLetter,
  parseBeginningLetterParams,
} from './generate';
import { scoreBeginningLetter } from './score';

export type { BeginningLetterParams } from './generate';

export const kind: KindDefinition<BeginningLetterParams> = {
  id: 'beginning-letter',
  title: 'Beginning letter',
  parseParams: parseBeginningLetterParams,
  generate: generateBeginningLetter,
  score: scoreBeginningLetter,
};
