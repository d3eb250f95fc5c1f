import { countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Visual } from '@/domain/types';

/** What a visual shows, in words, for screen readers: '3 apples', 'a red circle', 'blue'. */
export function visualLabel(visual: Visual): string {
  switch (visual.type) {
    case 'text':
      return visual.text;
    case 'picture':
      return pictureNoun(visual.picture, 1);
    case 'group':
      return countOf(visual.picture, visual.count);
    case 'colour':
      return visual.colour;
    case 'shape':
      return visual.colour ? `${visual.colour} ${visual.shape}` : visual.shape;
    case 'clock':
      return `a clock at ${visual.hour} o'clock`;
  }
}
