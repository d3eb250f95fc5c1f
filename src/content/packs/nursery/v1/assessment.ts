import type { AssessmentSpec } from '@/domain/types';

/** Nursery, volume 1: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'big-and-small-letters', count: 2 },
    { topicId: 'first-sounds-a-to-h', count: 3 },
    { topicId: 'which-does-not-belong', count: 3 },
    { topicId: 'letters-and-pictures', count: 3 },
    { topicId: 'match-big-and-small-letters', count: 1 },
    { topicId: 'trace-letters-a-to-h', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'colours-all-around', count: 3 },
    { topicId: 'circles-squares-triangles', count: 3 },
    { topicId: 'count-to-5', count: 3 },
    { topicId: 'which-has-more', count: 3 },
    { topicId: 'colour-patterns', count: 3 },
  ],
};
