import type { ContentPack } from '@/domain/types';
import { K2_OUTLINES } from '../../../outlines/k2';
import { englishAssessment, mathsAssessment } from './assessment';
import { english } from './english';
import { maths } from './maths';

const outline = K2_OUTLINES.v4;

/** Kindergarten 2, volume 4: for subscribers, so never imported by the app itself. */
export const pack: ContentPack = {
  grade: 'k2',
  volume: 'v4',
  title: outline.title,
  summary: outline.summary,
  skills: [...outline.skills.english, ...outline.skills.maths],
  subjects: {
    english: { topics: english, assessment: englishAssessment },
    maths: { topics: maths, assessment: mathsAssessment },
  },
};
