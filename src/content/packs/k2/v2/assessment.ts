import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 2, volume 2: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'l-blends', count: 2 },
    { topicId: 's-blends', count: 1 },
    { topicId: 'sh-ch-th-wh', count: 3 },
    { topicId: 'short-e-o-u-longer-words', count: 3 },
    { topicId: 'new-sight-words', count: 1 },
    { topicId: 'sight-words-in-sentences', count: 2 },
    { topicId: 'read-and-match', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'add-numbers-within-12', count: 1 },
    { topicId: 'add-within-15', count: 2 },
    { topicId: 'take-away-numbers-within-10', count: 3 },
    { topicId: 'bigger-number-to-50', count: 2 },
    { topicId: 'smaller-number-to-50', count: 1 },
    { topicId: 'count-in-fives', count: 3 },
    { topicId: 'picture-patterns', count: 3 },
  ],
};
