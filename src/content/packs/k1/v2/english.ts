import type { TopicSpec } from '@/domain/types';

/** Kindergarten 1, volume 2, English: more beginning sounds, short a and i words, sight words, rhymes. */
export const english: TopicSpec[] = [
  {
    id: 'beginning-sounds-c-e-f-l',
    subject: 'english',
    title: 'Beginning Sounds: c, e, f, l',
    picture: 'red-apple',
    skill: 'beginning-sounds',
    description:
      'Hears the first sound of a pictured word, like c in cat or l in lion, and finds its letter.',
    instructions: 'Listen to the word. Tap the letter it begins with.',
    kind: 'beginning-letter',
    params: { letters: ['c', 'e', 'f', 'l'], mode: 'pick-letter', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'beginning-sounds-j-k-v-w',
    subject: 'english',
    title: 'Beginning Sounds: j, k, v, w',
    picture: 'koala',
    skill: 'beginning-sounds',
    description:
      'Hears the sound of a letter and finds the picture that begins with it, like k for kite.',
    instructions: 'Listen to the sound. Tap the picture that begins with it.',
    kind: 'beginning-letter',
    params: { letters: ['j', 'k', 'v', 'w'], mode: 'pick-picture', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'letters-and-pictures',
    subject: 'english',
    title: 'Match Letters to Pictures',
    picture: 'puzzle-piece',
    skill: 'beginning-sounds',
    description:
      'Joins the new letters c, e, f, l, j, k, v and w to pictures that begin with them.',
    instructions: 'Tap a letter, then tap a picture that begins with its sound.',
    kind: 'match-column',
    params: { pairs: 'letter-picture', items: ['c', 'e', 'f', 'l', 'j', 'k', 'v', 'w'], size: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'short-a',
    subject: 'english',
    title: 'Which One Has Short a?',
    picture: 'cat-face',
    skill: 'short-vowels',
    description:
      'Hears the short a in the middle of cat, map and bag and finds it among words with other vowels.',
    instructions: 'Listen to the sound. Say each word. Tap the picture that has the sound.',
    kind: 'short-vowels',
    params: { vowels: ['a'], mode: 'pick-picture', words: 'cvc', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'short-a-or-i',
    subject: 'english',
    title: 'Short a or Short i?',
    picture: 'raised-hand',
    skill: 'short-vowels',
    description:
      'Tells the short a in bag from the short i in pig and fish and fills in the missing letter.',
    instructions: 'Say the word. Is the sound a or i? Tap the missing letter.',
    kind: 'short-vowels',
    params: { vowels: ['a', 'i'], words: 'all', choices: 2 },
    itemsPerRound: 8,
  },
  {
    id: 'read-short-a-and-i-words',
    subject: 'english',
    title: 'Read Short a and i Words',
    picture: 'canned-food',
    skill: 'cvc-words',
    description:
      'Sounds out three-letter words such as hat, fan and pin and joins each to its picture.',
    instructions: 'Sound out a word, then tap its picture.',
    kind: 'match-column',
    params: {
      pairs: 'picture-word',
      items: ['cat', 'hat', 'bat', 'rat', 'can', 'map', 'bag', 'cap', 'fan', 'pig', 'pin', 'six'],
      size: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'sight-words-set-2',
    subject: 'english',
    title: 'Sight Words Set 2',
    picture: 'closed-book',
    skill: 'sight-words',
    description:
      'Hears a little word such as he, she, my or look and finds it among printed words.',
    instructions: 'Listen to the word. Tap the word you hear.',
    kind: 'sight-words',
    params: {
      words: ['he', 'she', 'my', 'you', 'it', 'in', 'on', 'up', 'look', 'like'],
      mode: 'hear',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'rhymes-with-a-and-i',
    subject: 'english',
    title: 'Rhymes with a and i',
    picture: 'bell',
    skill: 'rhyme-awareness',
    description:
      'Hears a word and finds the picture that rhymes with it, like cap and map or pin and bin.',
    instructions: 'Listen to the word. Tap the picture that rhymes with it.',
    kind: 'rhyming',
    params: { families: ['an', 'ap', 'ag', 'at', 'ing', 'ick'], choices: 3 },
    itemsPerRound: 8,
  },
];
