import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 1, volume 1: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'beginning-sounds-s-a-t-p-n-b', count: 2 },
    { topicId: 'beginning-sounds-m-d-g-o-r-h', count: 1 },
    { topicId: 'capital-and-small-letters', count: 3 },
    { topicId: 'first-sight-words', count: 3 },
    { topicId: 'rhyming-words', count: 3 },
    { topicId: 'words-and-pictures', count: 3 },
    { topicId: 'trace-small-letters', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'count-to-10', count: 2 },
    { topicId: 'count-to-20', count: 1 },
    { topicId: 'trace-numbers-0-to-20', count: 3 },
    { topicId: 'number-grid-to-20', count: 3 },
    { topicId: 'missing-numbers-to-20', count: 3 },
    { topicId: 'bigger-number', count: 3 },
    { topicId: 'add-within-5', count: 3 },
  ],
};
