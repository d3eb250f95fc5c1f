import type { Item } from '@/domain/types';

/** Screen verbs and their paper equivalents; instructions and prompts are written for the app. */
const REWRITES: [RegExp, string][] = [
  // 'Tap a word, then tap its picture.' pairs two taps; on paper the pair is joined by a line.
  [
    /\b(?:Tap|Click|Touch) (?:a|an|one) ([^,.]+?), then (?:tap|click|touch) ([^.]+?)\./g,
    'Draw a line from each $1 to $2.',
  ],
  [/\b(Tap|Click|Touch|Press) on\b/g, 'Circle'],
  [/\b(tap|click|touch|press) on\b/g, 'circle'],
  [/\b(Tap|Click|Touch|Press)\b/g, 'Circle'],
  [/\b(tap|click|touch|press)\b/g, 'circle'],
  [/\bDrag\b/g, 'Draw a line from'],
  [/\bdrag\b/g, 'draw a line from'],
  [/\byour finger\b/g, 'your pencil'],
  [/\bYour finger\b/g, 'Your pencil'],
];

/** The same sentence for a child with a pencil: 'Tap the red one.' -> 'Circle the red one.' */
export function forPaper(text: string): string {
  return REWRITES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/**
 * The topic's instructions for paper, with a word on how to answer the item types that the
 * instructions may not mention (joining pairs, writing a letter alone).
 */
export function paperInstructions(instructions: string, items: readonly Item[]): string {
  const sentences = [forPaper(instructions.trim())];
  const mentions = (word: RegExp) => sentences.some((sentence) => word.test(sentence));
  if (items.some((item) => item.type === 'match') && !mentions(/\b(line|join)\b/i)) {
    sentences.push('Draw a line to join each pair.');
  }
  if (items.some((item) => item.type === 'choice') && !mentions(/\bcircle\b/i)) {
    sentences.push('Circle each answer.');
  }
  if (items.some((item) => item.type === 'trace')) {
    sentences.push('Then write one on your own on the empty line.');
  }
  return sentences.join(' ');
}
