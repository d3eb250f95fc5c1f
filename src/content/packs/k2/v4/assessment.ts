import type { AssessmentSpec } from '@/domain/types';

/** Kindergarten 2, volume 4: the end-of-volume checks, a few questions from each topic. */
export const englishAssessment: AssessmentSpec = {
  id: 'english-assessment',
  subject: 'english',
  title: 'English Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'blends-review', count: 2 },
    { topicId: 'digraphs-review', count: 2 },
    { topicId: 'short-vowels-review', count: 1 },
    { topicId: 'reading-sentences', count: 3 },
    { topicId: 'quick-read', count: 3 },
    { topicId: 'words-and-pictures', count: 3 },
    { topicId: 'rhyme-review', count: 3 },
  ],
};

export const mathsAssessment: AssessmentSpec = {
  id: 'maths-assessment',
  subject: 'maths',
  title: 'Maths Assessment',
  instructions: 'Show what you have learnt! Read or listen to each question and tap your answer.',
  sections: [
    { topicId: 'adding-within-20', count: 2 },
    { topicId: 'taking-away-within-20', count: 2 },
    { topicId: 'adding-stories', count: 2 },
    { topicId: 'take-away-stories', count: 1 },
    { topicId: 'bigger-number-to-100', count: 3 },
    { topicId: 'ordering-on-the-hundred-square', count: 3 },
    { topicId: 'three-part-patterns', count: 3 },
    { topicId: 'find-the-clock', count: 3 },
  ],
};
