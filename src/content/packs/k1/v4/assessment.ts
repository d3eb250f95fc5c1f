import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 1, volume 4: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'all-five-short-vowels', count: 3 },
    { topicId: 'read-cvc-words', count: 3 },
    { topicId: 'first-blends', count: 3 },
    { topicId: 'sight-word-sentences', count: 3 },
    { topicId: 'which-word-does-not-rhyme', count: 3 },
    { topicId: 'letters-and-sounds-review', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Listen to each question and tap your answer.',
  sections: [
    { topicId: 'hundred-square', count: 3 },
    { topicId: 'missing-numbers-to-100', count: 2 },
    { topicId: 'what-comes-next-to-100', count: 1 },
    { topicId: 'counting-in-fives', count: 3 },
    { topicId: 'add-numbers-within-10', count: 3 },
    { topicId: 'take-away-within-5', count: 3 },
    { topicId: 'which-group-has-fewer', count: 3 },
  ],
};
