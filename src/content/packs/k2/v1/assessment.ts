import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 2, volume 1: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'short-a-and-i', count: 2 },
    { topicId: 'short-o-u-and-e', count: 2 },
    { topicId: 'first-blends', count: 3 },
    { topicId: 'sh-ch-th', count: 3 },
    { topicId: 'sight-word-sentences', count: 3 },
    { topicId: 'rhyme-time', count: 3 },
    { topicId: 'group-it', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'number-grid-to-100', count: 3 },
    { topicId: 'missing-numbers-to-100', count: 2 },
    { topicId: 'count-in-tens', count: 1 },
    { topicId: 'smaller-number', count: 3 },
    { topicId: 'add-within-10', count: 3 },
    { topicId: 'take-away-within-10', count: 3 },
    { topicId: 'shape-patterns', count: 3 },
    { topicId: 'first-clock-times', count: 3 },
  ],
};
