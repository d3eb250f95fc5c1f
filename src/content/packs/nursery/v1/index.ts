import type { ContentPack } from '@/domain/types';
import { VOLUME_OUTLINES } from '../../../curriculum';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = VOLUME_OUTLINES.nursery.v1;

/** Nursery, volume 1: free, shipped with the app as its own chunk. */
export const pack: ContentPack = {
  grade: 'nursery',
  volume: 'v1',
  title: outline.title,
  summary: outline.summary,
  skills: [...outline.skills.english, ...outline.skills.maths],
  subjects: {
    english: { topics: english, assessment: englishAssessment },
    maths: { topics: maths, assessment: mathsAssessment },
  },
};
