import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 1, volume 3: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'short-o-and-u', count: 2 },
    { topicId: 'short-e-o-or-u', count: 2 },
    { topicId: 'read-short-o-u-and-e-words', count: 3 },
    { topicId: 'sight-words-set-3', count: 3 },
    { topicId: 'which-sound-is-different', count: 3 },
    { topicId: 'rhymes-with-o-u-and-e', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'number-grid-to-50', count: 2 },
    { topicId: 'number-grid-51-to-100', count: 1 },
    { topicId: 'missing-numbers-to-50', count: 3 },
    { topicId: 'counting-in-tens', count: 3 },
    { topicId: 'add-numbers-within-5', count: 3 },
    { topicId: 'add-pictures-within-10', count: 3 },
    { topicId: 'picture-patterns', count: 3 },
  ],
};
