import type { KindDefinition } from '@/activities/core/kind';
import { shortVowelsFeedback } from './feedback';
import { type ShortVowelsParams, generateShortVowels, parseShortVowelsParams } from './generate';

export type { ShortVowelsParams } from './generate';

export const kind: KindDefinition<ShortVowelsParams> = {
  id: 'short-vowels',
  title: 'Short vowels',
  parseParams: parseShortVowelsParams,
  generate: generateShortVowels,
  feedback: shortVowelsFeedback,
};
