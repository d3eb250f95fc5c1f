import type { GradeSlug } from '@/domain/grades';
import type { CardTone } from '@/ui/Card';

/** How each grade looks and is introduced on the picker and curriculum cards. */
export interface GradeLook {
  tone: CardTone;
  badge: string;
  summary: string;
}

export const GRADE_LOOKS: Record<GradeSlug, GradeLook> = {
  nursery: {
    tone: 'sun',
    badge: 'N',
    summary: 'Letters and sounds, colours, shapes and first counting.',
  },
  k1: {
    tone: 'sky',
    badge: 'K1',
    summary: 'Sight words, beginning letters, number grids and missing numbers.',
  },
  k2: {
    tone: 'berry',
    badge: 'K2',
    summary: 'Blends, short vowels, digraphs and addition.',
  },
};
