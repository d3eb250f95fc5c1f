import type { TopicSpec } from '@/domain/types';

/** Kindergarten 2, volume 3, English: r- and end blends, end sounds, vowels, sentences. */
export const english: TopicSpec[] = [
  {
    id: 'r-blends',
    subject: 'english',
    title: 'Blends with r: br, cr, dr, fr, gr, tr',
    skill: 'blends',
    description:
      'Hears a blend with r at the start of a word, like fr in frog and tr in train, and picks its letters.',
    instructions: 'Say the word. Tap the two letters it begins with.',
    kind: 'blends',
    params: { blends: ['br', 'cr', 'dr', 'fr', 'gr', 'tr'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'end-blends',
    subject: 'english',
    title: 'Blends at the End: nd, nt, st, mp, nk, ft',
    skill: 'end-blends',
    description:
      'Listens to the end of a word and picks the two letters it ends with, like nd in hand, nt in tent, st in nest and mp in shrimp.',
    instructions: 'Say the word. Tap the two letters it ends with.',
    kind: 'blends',
    params: { blends: ['nd', 'nt', 'st', 'mp', 'nk', 'ft'], position: 'end', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'ending-sounds-ck-ng',
    subject: 'english',
    title: 'Ending Sounds: ck, ng, sh, ch, th',
    skill: 'digraphs',
    description:
      'Hears the sound at the end of words like duck, ring, fish, watch and tooth and picks its two letters.',
    instructions: 'Say the word. Tap the two letters that make its last sound.',
    kind: 'digraphs',
    params: { digraphs: ['ck', 'ng', 'sh', 'ch', 'th'], position: 'end', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'all-short-vowels',
    subject: 'english',
    title: 'All Five Short Vowels',
    skill: 'short-vowels',
    description:
      'Hears the middle sound of words with any short vowel, from cat and bed to fish, frog and duck, and picks it from four.',
    instructions: 'Say the word. Tap the letter that is missing.',
    kind: 'short-vowels',
    params: { vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all', choices: 4 },
    itemsPerRound: 8,
  },
  {
    id: 'longer-sentences',
    subject: 'english',
    title: 'Longer Sentences',
    skill: 'sight-words',
    description:
      'Reads sentences of five to eight words, such as "Would you like to ride my bike?", and finds the missing sight word.',
    instructions: 'Listen to the sentence. Tap the word that fills the gap.',
    kind: 'sight-words',
    params: {
      words: [
        'would',
        'thank',
        'please',
        'who',
        'why',
        'were',
        'very',
        'over',
        'under',
        'could',
        'from',
        'open',
      ],
      mode: 'sentence',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'word-families',
    subject: 'english',
    title: 'Word Families',
    skill: 'word-families',
    description:
      'Finds the picture from the same word family, such as bag and flag, pin and bin, or chick and brick.',
    instructions: 'Listen to the word. Tap the picture that rhymes with it.',
    kind: 'rhyming',
    params: {
      families: ['ag', 'an', 'ap', 'ed', 'ell', 'ing', 'ick', 'og', 'ock', 'uck'],
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'word-groups',
    subject: 'english',
    title: 'Word Groups',
    skill: 'word-sorting',
    description:
      'Names four pictures and finds the one that is not in the group: tools, music, things in the sky and more.',
    instructions: 'Three pictures belong together. Tap the one that does not belong.',
    kind: 'odd-one-out',
    params: {
      categories: ['tools', 'kitchen', 'school', 'music', 'sky', 'plants', 'clothes', 'vehicles'],
      choices: 4,
    },
    itemsPerRound: 8,
  },
];
