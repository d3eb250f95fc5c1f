import type { TopicSpec } from '@/domain/types';

/** Kindergarten 1, volume 3, English: short o, u and e words, sight words set 3, first sounds, rhymes. */
export const english: TopicSpec[] = [
  {
    id: 'short-o-and-u',
    subject: 'english',
    title: 'Short o and Short u',
    skill: 'short-vowels',
    description: 'Hears the short o in dog and the short u in sun and fills in the middle letter.',
    instructions: 'Say the word. Tap the letter that is missing in the middle.',
    kind: 'short-vowels',
    params: { vowels: ['o', 'u'], words: 'cvc', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'short-e-o-or-u',
    subject: 'english',
    title: 'Short e, o or u?',
    skill: 'short-vowels',
    description:
      'Hears the short e in bed among words with o and u, and fills in the middle letter.',
    instructions: 'Say the word slowly. Tap the letter that is missing in the middle.',
    kind: 'short-vowels',
    params: { vowels: ['e', 'o', 'u'], words: 'cvc', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'read-short-o-u-and-e-words',
    subject: 'english',
    title: 'Read Short o, u and e Words',
    skill: 'cvc-words',
    description:
      'Sounds out three-letter words such as fox, bus and hen and joins each to its picture.',
    instructions: 'Sound out a word, then tap its picture.',
    kind: 'match-column',
    params: {
      pairs: 'picture-word',
      items: ['dog', 'fox', 'box', 'pot', 'sun', 'bus', 'cup', 'hut', 'bed', 'leg', 'pen', 'web'],
      size: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'sight-words-set-3',
    subject: 'english',
    title: 'Sight Words Set 3',
    skill: 'sight-words',
    description: 'Hears a word such as they, was, said or come and finds it among printed words.',
    instructions: 'Listen to the word. Tap the word you hear.',
    kind: 'sight-words',
    params: {
      words: ['they', 'this', 'was', 'are', 'have', 'said', 'here', 'come', 'play', 'with'],
      mode: 'hear',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'which-sound-is-different',
    subject: 'english',
    title: 'Which Sound Is Different?',
    skill: 'beginning-sounds',
    description:
      'Names four pictures and finds the one that begins with a different sound, like sun among bed, bat and ball.',
    instructions: 'Say the name of each picture. Tap the one that begins with a different sound.',
    kind: 'odd-one-out',
    params: {
      by: 'first-sound',
      letters: ['b', 'c', 'd', 'f', 'h', 'm', 'p', 'r', 's', 't'],
      choices: 4,
    },
    itemsPerRound: 8,
  },
  {
    id: 'rhymes-with-o-u-and-e',
    subject: 'english',
    title: 'Rhymes with o, u and e',
    skill: 'rhyme-awareness',
    description:
      'Hears a word and finds the picture that rhymes with it, like clock and rock or bell and shell.',
    instructions: 'Listen to the word. Tap the picture that rhymes with it.',
    kind: 'rhyming',
    params: { families: ['og', 'ock', 'ox', 'uck', 'ed', 'ell'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'find-short-o-u-and-e',
    subject: 'english',
    title: 'Find the Short o, u or e',
    skill: 'short-vowels',
    description:
      'Hears a short vowel, o, u or e, and finds the picture with that sound in the middle, such as dog, sun or bed.',
    instructions: 'Listen to the sound. Tap the picture that has it in the middle.',
    kind: 'short-vowels',
    params: { vowels: ['o', 'u', 'e'], mode: 'pick-picture', words: 'cvc', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'build-short-o-u-e-words',
    subject: 'english',
    title: 'Build Words with o, u and e',
    skill: 'cvc-words',
    description:
      'Hears a word like dog, sun or bed and spells it with letter tiles, one sound at a time.',
    instructions:
      'Listen to the word. Drag each letter to its place to spell it, or tap a letter and then its place.',
    kind: 'build-word',
    params: { vowels: ['o', 'u', 'e'], spare: 1 },
    itemsPerRound: 8,
  },
];
