import type { ContentPack } from '@/domain/types';
import { NURSERY_OUTLINES } from '../../../outlines/nursery';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = NURSERY_OUTLINES.v1;

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
