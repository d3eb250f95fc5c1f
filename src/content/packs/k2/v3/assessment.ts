import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 2, volume 3: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'r-blends', count: 3 },
    { topicId: 'end-blends', count: 3 },
    { topicId: 'ending-sounds-ck-ng', count: 3 },
    { topicId: 'all-short-vowels', count: 3 },
    { topicId: 'longer-sentences', count: 3 },
    { topicId: 'word-families', count: 3 },
    { topicId: 'word-groups', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'add-within-20', count: 3 },
    { topicId: 'take-away-within-15', count: 3 },
    { topicId: 'missing-numbers-short-rows', count: 3 },
    { topicId: 'count-in-twos', count: 1 },
    { topicId: 'count-in-fives-to-100', count: 1 },
    { topicId: 'ten-more', count: 1 },
    { topicId: 'smaller-number-to-100', count: 3 },
    { topicId: 'time-to-the-hour', count: 3 },
  ],
};
