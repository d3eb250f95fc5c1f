import type { TopicSpec } from '@/domain/types';

/** Kindergarten 2, volume 1, English: short vowels, first blends and digraphs, sight words, rhymes. */
export const english: TopicSpec[] = [
  {
    id: 'short-a-and-i',
    subject: 'english',
    title: 'Short a and Short i',
    skill: 'short-vowels',
    description:
      'Hears short a and short i in longer words like crab, hand, fish and ship and finds the picture with the sound.',
    instructions: 'Listen to the sound. Say each word. Tap the picture that has the sound.',
    kind: 'short-vowels',
    params: { vowels: ['a', 'i'], mode: 'pick-picture', words: 'all', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'short-o-u-and-e',
    subject: 'english',
    title: 'Short o, u and e',
    skill: 'short-vowels',
    description:
      'Hears the middle sound of words like dog, sun and bed and picks the vowel from all five.',
    instructions: 'Say the word. Tap the letter that is missing in the middle.',
    kind: 'short-vowels',
    params: { vowels: ['o', 'u', 'e'], words: 'cvc', choices: 5 },
    itemsPerRound: 8,
  },
  {
    id: 'first-blends',
    subject: 'english',
    title: 'First Blends',
    skill: 'blends',
    description: 'Hears two sounds blended at the start of a word, like fl in flag and cr in crab.',
    instructions: 'Say the word. Tap the two letters it begins with.',
    kind: 'blends',
    params: { blends: ['cl', 'fl', 'cr', 'dr', 'st', 'sn'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'sh-ch-th',
    subject: 'english',
    title: 'sh, ch and th',
    skill: 'digraphs',
    description: 'Hears the sh in ship, the ch in chair and the th in thumb at the start of words.',
    instructions: 'Say the word. Tap the two letters that make its first sound.',
    kind: 'digraphs',
    params: { digraphs: ['sh', 'ch', 'th'], position: 'start', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'sight-word-sentences',
    subject: 'english',
    title: 'Sight Words in Sentences',
    skill: 'sight-words',
    description:
      'Reads a short sentence and finds the missing sight word, such as said, was or they.',
    instructions: 'Listen to the sentence. Tap the word that fills the gap.',
    kind: 'sight-words',
    params: {
      words: ['said', 'was', 'they', 'here', 'he', 'she', 'have', 'like', 'what', 'where'],
      mode: 'sentence',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'rhyme-time',
    subject: 'english',
    title: 'Rhyme Time',
    skill: 'rhyme-awareness',
    description: 'Hears a word and finds the picture that rhymes with it, like snake and cake.',
    instructions: 'Listen to the word. Tap the picture that rhymes with it.',
    kind: 'rhyming',
    params: {
      families: ['ain', 'ake', 'ell', 'ock', 'oon', 'own', 'ouse', 'oat', 'ox', 'uck'],
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'group-it',
    subject: 'english',
    title: 'Group It',
    skill: 'word-sorting',
    description:
      'Names four pictures and finds the one that is not in the group: sea animals, minibeasts, food.',
    instructions: 'Three pictures belong together. Tap the one that does not belong.',
    kind: 'odd-one-out',
    params: {
      categories: ['sea-animals', 'minibeasts', 'vegetables', 'meals', 'body', 'house'],
      choices: 4,
    },
    itemsPerRound: 8,
  },
];
