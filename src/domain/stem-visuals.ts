import type { Stem, Visual } from './types';

/**
 * The visuals a stem shows, in reading order; null for a gap. A grid shows numbers only, and a
 * story shows the things it starts with and the things that arrive or leave, as two groups.
 */
export function stemVisuals(stem: Stem | undefined): (Visual | null)[] {
  if (!stem) return [];
  switch (stem.type) {
    case 'visual':
      return [stem.visual];
    case 'sequence':
      return stem.cells;
    case 'grid':
      return [];
    case 'equation':
    case 'compare':
      return [stem.left, stem.right];
    case 'story':
      return [
        { type: 'group', picture: stem.picture, count: stem.start },
        { type: 'group', picture: stem.picture, count: stem.change },
      ];
  }
}
