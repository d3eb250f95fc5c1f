import type { ContentPack } from '@/domain/types';
import { K1_OUTLINES } from '../../../outlines/k1';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = K1_OUTLINES.v1;

/** Kindergarten 1, volume 1: free, shipped with the app as its own chunk. */
export const pack: ContentPack = {
  grade: 'k1',
  volume: 'v1',
  title: outline.title,
  summary: outline.summary,
  skills: [...outline.skills.english, ...outline.skills.maths],
  subjects: {
    english: { topics: english, assessment: englishAssessment },
    maths: { topics: maths, assessment: mathsAssessment },
  },
};
