import type { AssessmentSpec } from '@/domain/types';

/** Nursery, volume 2: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'big-and-small-letters-i-to-p', count: 3 },
    { topicId: 'first-sounds-i-to-p', count: 2 },
    { topicId: 'which-letter-does-it-start-with', count: 1 },
    { topicId: 'trace-letters-i-to-p', count: 3 },
    { topicId: 'letters-and-pictures-i-to-p', count: 3 },
    { topicId: 'sort-the-pictures', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'count-to-10', count: 3 },
    { topicId: 'trace-numbers-1-to-10', count: 3 },
    { topicId: 'numbers-1-to-10', count: 3 },
    { topicId: 'rectangles-ovals-hearts', count: 3 },
    { topicId: 'ten-colours', count: 3 },
  ],
};
