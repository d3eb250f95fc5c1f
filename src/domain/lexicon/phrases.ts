import type { Word } from './types';

/** Words whose article the first letter does not predict. */
const ARTICLE_EXCEPTIONS: Readonly<Record<string, 'a' | 'an'>> = {
  unicorn: 'a',
  'x-ray': 'an',
};

/** 'a', 'an', or '' for a plural ('grapes') or a mass noun ('rice'). */
export function articleFor(entry: Word): 'a' | 'an' | '' {
  if (entry.plural || entry.mass) return '';
  return ARTICLE_EXCEPTIONS[entry.word] ?? (/^[aeiou]/.test(entry.word) ? 'an' : 'a');
}

/** 'a cat', 'an apple', 'grapes', 'rice'. */
export function withArticle(entry: Word): string {
  const article = articleFor(entry);
  return article ? `${article} ${entry.word}` : entry.word;
}

/** 'That is a cat', 'That is rice' or 'Those are grapes' (no full stop). */
export function thatIs(entry: Word): string {
  return entry.plural ? `Those are ${entry.word}` : `That is ${withArticle(entry)}`;
}

/** The word with a capital first letter, to start a sentence: 'Cat', 'Ice cream'. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'begins' for 'cat', 'begin' for 'grapes': a verb agreeing with the word. */
export function agreeing(entry: Word, singular: string, plural: string): string {
  return entry.plural ? plural : singular;
}
