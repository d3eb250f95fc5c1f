import type { KindId } from '@/domain/types';

/** A picture that hints at what each kind of activity asks: the last resort for a topic picture. */
export const KIND_PICTURES: Record<KindId | 'assessment', string> = {
  'sight-words': 'closed-book',
  'match-column': 'puzzle-piece',
  'odd-one-out': 'magic-wand',
  'beginning-letter': 'red-apple',
  counting: 'lady-beetle',
  'number-grid': 'game-die',
  'missing-numbers': 'rocket',
  shapes: 'star',
  colours: 'rainbow',
  addition: 'strawberry',
  subtraction: 'cookie',
  blends: 'frog',
  'short-vowels': 'cat-face',
  digraphs: 'ship',
  tracing: 'pencil',
  'letter-case': 'envelope',
  rhyming: 'bell',
  patterns: 'spiral-shell',
  comparing: 'elephant',
  assessment: 'trophy',
};
