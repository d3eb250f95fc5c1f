import type { WordClass } from '@/domain/lexicon';

/**
 * Word classes a wrong choice must not come from when a word of the given class is missing:
 * they could complete the sentence too ('I see a fish' with 'my' or 'big' for 'a').
 */
export const CONFUSABLE_CLASSES: Readonly<Record<WordClass, readonly WordClass[]>> = {
  determiner: ['determiner', 'pronoun', 'adjective', 'adverb', 'question'],
  pronoun: ['pronoun', 'determiner', 'adverb', 'question'],
  verb: ['verb', 'conjunction'],
  preposition: ['preposition', 'conjunction', 'adverb', 'question'],
  conjunction: ['conjunction', 'preposition', 'verb', 'adverb'],
  adjective: ['adjective', 'determiner', 'adverb'],
  adverb: ['adverb', 'preposition', 'adjective', 'pronoun', 'determiner', 'question'],
  question: ['question', 'adverb', 'pronoun', 'determiner', 'adjective'],
};

/** True when a word of class `candidate` cannot stand where a word of class `missing` is. */
export function cannotReplace(missing: WordClass, candidate: WordClass, atStart: boolean): boolean {
  if (CONFUSABLE_CLASSES[missing].includes(candidate)) return false;
  // 'And you like a cookie?' reads as a question; no conjunction opens a sentence.
  return !(atStart && candidate === 'conjunction');
}
