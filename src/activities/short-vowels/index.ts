import type { KindDefinition } from '@/activities/core/kind';
import { type ShortVowelsParams, generateShortVowels, parseShortVowelsParams } from './generate';
import { scoreShortVowels } from './score';

export type { ShortVowelsParams } from './generate';

export const kind: KindDefinition<ShortVowelsParams> = {
  id: 'short-vowels',
  title: 'Short vowels',
  parseParams: parseShortVowelsParams,
  generate: generateShortVowels,
  score: scoreShortVowels,
};
