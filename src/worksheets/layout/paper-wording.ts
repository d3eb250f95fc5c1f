type Rewrite = [RegExp, string];

/** 'Tap a word, then tap its picture.' pairs two taps; on paper the pair is joined by a line. */
const TWO_TAPS: Rewrite = [
  /\b(?:Tap|Click|Touch) (?:a|an|one) ([^,.]+?), then (?:tap|click|touch) ([^.]+?)\./g,
  'Draw a line from each $1 to $2.',
];

/** 'Sound out a word, then tap its picture.': in a matching activity, the tap joins a pair. */
const THEN_TAP_TO_JOIN: Rewrite = [
  /, then (?:tap|click|touch) ([^.]+?)\./g,
  ', then draw a line to $1.',
];

/** Screen verbs and their paper equivalents; instructions and prompts are written for the app. */
const REWRITES: Rewrite[] = [
  TWO_TAPS,
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
    text.trim(),
  );
}

/** What every matching sheet says when its own words do not fit paper. */
export const JOIN_EACH_PAIR = 'Draw a line to join each pair.';

/**
 * A matching activity's instruction for paper, where pairs are joined with a line:
 * 'Sound out a word, then tap its picture.' -> '..., then draw a line to its picture.'
 */
export function matchInstruction(given: string | null): string {
  if (!given) return JOIN_EACH_PAIR;
  const joined = forPaper(
    [TWO_TAPS, THEN_TAP_TO_JOIN].reduce((text, [pattern, to]) => text.replace(pattern, to), given),
  );
  return /\bline\b/i.test(joined) && !/\bcircle\b/i.test(joined) ? joined : JOIN_EACH_PAIR;
}
