/** Grade bands of the sight-word lists: nursery (pre-primer), K1 (primer), K2 (first grade). */
export type SightWordLevel = 'nursery' | 'k1' | 'k2';

/** How a sight word works in a sentence; a missing word's wrong choices come from other classes. */
export type WordClass =
  | 'determiner'
  | 'pronoun'
  | 'verb'
  | 'preposition'
  | 'conjunction'
  | 'adjective'
  | 'adverb'
  | 'question';

export interface SightWord {
  /** As printed ('I', 'the'). */
  word: string;
  /** As read aloud; differs where a speech engine would misread the printed form. */
  speech: string;
  wordClass: WordClass;
}

function words(wordClass: WordClass, list: readonly string[]): SightWord[] {
  return list.map((word) => ({ word, speech: word, wordClass }));
}

/**
 * Sight words by level. No two are homophones (no 'two' beside 'to', no 'know' beside 'no'), so a
 * child who hears a word can always tell which printed word it is.
 */
export const SIGHT_WORDS: Readonly<Record<SightWordLevel, readonly SightWord[]>> = {
  nursery: [
    ...words('determiner', ['a', 'the', 'my', 'no']),
    ...words('pronoun', ['I', 'it', 'we', 'me', 'you']),
    ...words('verb', ['is', 'see', 'go', 'can', 'look']),
    ...words('preposition', ['to', 'in', 'at', 'on', 'up']),
    ...words('conjunction', ['and']),
    ...words('adjective', ['big']),
  ],
  k1: [
    ...words('determiner', ['his', 'her', 'some', 'one']),
    ...words('pronoun', ['he', 'she', 'they', 'this', 'that', 'them']),
    ...words('verb', [
      'was',
      'said',
      'are',
      'have',
      'like',
      'play',
      'come',
      'has',
      'went',
      'help',
      'jump',
      'run',
      'eat',
      'put',
      'do',
      'get',
    ]),
    ...words('preposition', ['with', 'for', 'into', 'of', 'down']),
    ...words('adjective', ['little']),
    ...words('adverb', ['here', 'there', 'not']),
    ...words('question', ['what', 'where']),
  ],
  k2: [
    ...words('determiner', ['your', 'many']),
    ...words('verb', [
      'could',
      'saw',
      'were',
      'would',
      'want',
      'going',
      'open',
      'ride',
      'say',
      'thank',
    ]),
    ...words('preposition', ['from', 'over', 'under', 'by']),
    ...words('adjective', ['good', 'new', 'old']),
    ...words('adverb', ['very', 'please']),
    ...words('question', ['who', 'why']),
  ],
};

const ALL_SIGHT_WORDS: readonly SightWord[] = Object.values(SIGHT_WORDS).flat();

export function findSightWord(word: string): SightWord | undefined {
  return ALL_SIGHT_WORDS.find((entry) => entry.word.toLowerCase() === word.toLowerCase());
}

export function allSightWords(): readonly SightWord[] {
  return ALL_SIGHT_WORDS;
}
