import type { AssessmentSpec } from '@/domain/types';

/** Nursery, volume 4: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'big-and-small-letters-a-to-z', count: 2 },
    { topicId: 'match-big-and-small-a-to-z', count: 1 },
    { topicId: 'trace-small-letters-a-to-z', count: 3 },
    { topicId: 'letters-and-pictures-a-to-z', count: 3 },
    { topicId: 'first-letters-a-to-z', count: 3 },
    { topicId: 'rhyme-time', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'count-to-20', count: 3 },
    { topicId: 'trace-numbers-11-to-20', count: 3 },
    { topicId: 'numbers-1-to-20', count: 1 },
    { topicId: 'missing-number-to-20', count: 1 },
    { topicId: 'what-comes-next', count: 1 },
    { topicId: 'bigger-number-to-10', count: 3 },
  ],
};
