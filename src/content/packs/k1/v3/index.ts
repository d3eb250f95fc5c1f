import type { ContentPack } from '@/domain/types';
import { K1_OUTLINES } from '../../../outlines/k1';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = K1_OUTLINES.v3;

/** Kindergarten 1, volume 3: with a subscription, delivered by the api function. */
export const pack: ContentPack = {
  grade: 'k1',
  volume: 'v3',
  title: outline.title,
  summary: outline.summary,
  skills: [...outline.skills.english, ...outline.skills.maths],
  subjects: {
    english: { topics: english, assessment: englishAssessment },
    maths: { topics: maths, assessment: mathsAssessment },
  },
};
