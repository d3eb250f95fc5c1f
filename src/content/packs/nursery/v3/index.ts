import type { ContentPack } from '@/domain/types';
import { NURSERY_OUTLINES } from '../../../outlines/nursery';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = NURSERY_OUTLINES.v3;

/** Nursery, volume 3: with a subscription; reaches the app through the api function. */
export const pack: ContentPack = {
  grade: 'nursery',
  volume: 'v3',
  title: outline.title,
  summary: outline.summary,
  skills: [...outline.skills.english, ...outline.skills.maths],
  subjects: {
    english: { topics: english, assessment: englishAssessment },
    maths: { topics: maths, assessment: mathsAssessment },
  },
};
