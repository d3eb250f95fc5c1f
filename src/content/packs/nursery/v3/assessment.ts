import type { AssessmentSpec } from '@/domain/types';

/** Nursery, volume 3: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'big-and-small-letters-q-to-z', count: 3 },
    { topicId: 'first-sounds-q-to-z', count: 3 },
    { topicId: 'trace-letters-q-to-z', count: 3 },
    { topicId: 'letters-and-pictures-q-to-z', count: 3 },
    { topicId: 'first-rhymes', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'count-to-15', count: 3 },
    { topicId: 'numbers-and-groups', count: 3 },
    { topicId: 'trace-numbers-6-to-15', count: 3 },
    { topicId: 'more-up-to-10', count: 2 },
    { topicId: 'which-has-fewer', count: 1 },
    { topicId: 'longer-colour-patterns', count: 2 },
    { topicId: 'picture-patterns', count: 1 },
  ],
};
