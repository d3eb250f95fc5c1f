import type { TopicSpec } from '@/domain/types';

/** Kindergarten 2, volume 2, English: l- and s-blends, digraphs, short e, o, u, sight words. */
export const english: TopicSpec[] = [
  {
    id: 'l-blends',
    subject: 'english',
    title: 'Blends with l: cl, fl, gl, pl, sl',
    skill: 'blends',
    description:
      'Hears a blend with l at the start of a word, like gl in globe and pl in plane, and picks its letters.',
    instructions: 'Say the word. Tap the two letters it begins with.',
    kind: 'blends',
    params: { blends: ['cl', 'fl', 'gl', 'pl', 'sl'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 's-blends',
    subject: 'english',
    title: 'Blends with s: sk, sn, sp, st',
    skill: 'blends',
    description:
      'Hears a blend with s at the start of a word, like sp in spoon and sk in skunk, and picks its letters.',
    instructions: 'Say the word. Tap the two letters it begins with.',
    kind: 'blends',
    params: { blends: ['sk', 'sn', 'sp', 'st'], choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'sh-ch-th-wh',
    subject: 'english',
    title: 'sh, ch, th and wh',
    skill: 'digraphs',
    description:
      'Hears sh, ch, th and wh at the start or the end of words, like wh in whale and th in tooth.',
    instructions: 'Say the word. Tap the two letters that make the sound.',
    kind: 'digraphs',
    params: { digraphs: ['sh', 'ch', 'th', 'wh'], position: 'any', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'short-e-o-u-longer-words',
    subject: 'english',
    title: 'Short e, o and u in Longer Words',
    skill: 'short-vowels',
    description:
      'Hears the short e, o or u in words such as nest, frog and drum, not just three-letter words, and fills in the vowel.',
    instructions: 'Say the word. Tap the letter that is missing.',
    kind: 'short-vowels',
    params: { vowels: ['e', 'o', 'u'], words: 'all', choices: 3 },
    itemsPerRound: 8,
  },
  {
    id: 'new-sight-words',
    subject: 'english',
    title: 'New Sight Words',
    skill: 'sight-words',
    description:
      'Hears a new sight word such as could, would, who or why and finds it among printed words.',
    instructions: 'Listen to the word. Tap the word you hear.',
    kind: 'sight-words',
    params: {
      words: ['could', 'would', 'who', 'why', 'very', 'please', 'thank', 'open', 'over', 'under'],
      mode: 'hear',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'sight-words-in-sentences',
    subject: 'english',
    title: 'Sight Words in Sentences',
    skill: 'sight-words',
    description:
      'Reads a sentence and finds the missing sight word, such as saw, were, want or many.',
    instructions: 'Listen to the sentence. Tap the word that fills the gap.',
    kind: 'sight-words',
    params: {
      words: ['saw', 'were', 'want', 'good', 'new', 'old', 'many', 'your', 'from', 'by'],
      mode: 'sentence',
      choices: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'read-and-match',
    subject: 'english',
    title: 'Read and Match',
    skill: 'word-reading',
    description:
      'Reads short words with blends and digraphs, such as flag, ship and thumb, and joins each to its picture.',
    instructions: 'Tap a picture, then tap its word.',
    kind: 'match-column',
    params: {
      pairs: 'picture-word',
      items: [
        'flag',
        'clock',
        'plug',
        'sled',
        'skunk',
        'spoon',
        'ship',
        'shell',
        'chick',
        'thumb',
        'fish',
        'nest',
      ],
      size: 3,
    },
    itemsPerRound: 8,
  },
  {
    id: 'build-longer-words',
    subject: 'english',
    title: 'Build Longer Words',
    skill: 'short-vowels',
    description: 'Spells words with e, o and u, including longer ones like frog and duck.',
    instructions:
      'Listen to the word. Drag each letter to its place to spell it, or tap a letter and then its place.',
    kind: 'build-word',
    params: { vowels: ['e', 'o', 'u'], words: 'all', spare: 2 },
    itemsPerRound: 8,
  },
];
