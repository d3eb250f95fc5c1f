import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 1, volume 2: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'beginning-sounds-c-e-f-l', count: 2 },
    { topicId: 'beginning-sounds-j-k-v-w', count: 1 },
    { topicId: 'short-a', count: 1 },
    { topicId: 'short-a-or-i', count: 2 },
    { topicId: 'read-short-a-and-i-words', count: 3 },
    { topicId: 'sight-words-set-2', count: 3 },
    { topicId: 'rhymes-with-a-and-i', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'number-grid-to-30', count: 3 },
    { topicId: 'missing-numbers-to-30', count: 2 },
    { topicId: 'what-comes-next-to-30', count: 1 },
    { topicId: 'trace-tricky-numbers', count: 3 },
    { topicId: 'smaller-number', count: 3 },
    { topicId: 'which-shape-is-different', count: 3 },
    { topicId: 'shape-patterns', count: 3 },
  ],
};
