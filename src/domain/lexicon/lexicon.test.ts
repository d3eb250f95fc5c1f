import { describe, expect, it } from 'vitest';
import {
  BEGINNING_SOUND_WORDS,
  BLEND_WORDS,
  CATEGORIES,
  CVC_WORDS,
  DIGRAPH_WORDS,
  END_BLEND_WORDS,
  LETTERS,
  LONGER_SHORT_VOWEL_WORDS,
  MISLEADING_STARTS,
  RHYME_FAMILIES,
  SHORT_VOWELS,
  SIGHT_SENTENCES,
  SIGHT_WORDS,
  WORDS,
  allSightWords,
  beginningLetterOf,
  clearlyNotStartingWith,
  findWord,
  getWord,
  oddOneOutCandidates,
  sentencePlainText,
  sentenceTokens,
  thatIs,
  vowelIndex,
  withArticle,
  wordsStartingWith,
} from './';

const known = (word: string) => findWord(word) !== undefined;

/** The lists whose items turn on a word's exact name: sounds, rhymes, vowels, blends, digraphs. */
const EXACT_NAME_LISTS: readonly (readonly string[])[] = [
  ...Object.values(BEGINNING_SOUND_WORDS),
  ...Object.values(CVC_WORDS),
  ...Object.values(LONGER_SHORT_VOWEL_WORDS),
  ...Object.values(BLEND_WORDS),
  ...Object.values(END_BLEND_WORDS),
  ...Object.values(DIGRAPH_WORDS).flatMap((entry) => [entry.start, entry.middle, entry.end]),
  ...Object.values(RHYME_FAMILIES),
];

describe('the word bank', () => {
  it('holds 150-400 distinct words with distinct pictures', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(150);
    expect(WORDS.length).toBeLessThanOrEqual(400);
    expect(new Set(WORDS.map((entry) => entry.word)).size).toBe(WORDS.length);
    expect(new Set(WORDS.map((entry) => entry.picture)).size).toBe(WORDS.length);
    for (const entry of WORDS) expect(entry.word).toMatch(/^[a-z][a-z -]*$/);
  });

  it('finds words and fails loudly for unknown ones', () => {
    expect(getWord('cat').picture).toBe('cat-face');
    expect(findWord('knife')).toBeUndefined();
    expect(() => getWord('knife')).toThrow(/no word 'knife'/);
  });

  it('every list refers to words of the bank', () => {
    const lists = [
      ...EXACT_NAME_LISTS,
      ...Object.values(CATEGORIES).flatMap((category) => [category.words, category.alsoFits ?? []]),
    ];
    for (const list of lists) for (const word of list) expect(known(word), word).toBe(true);
  });

  it('marks the pictures a child calls something else, and keeps them out of exact-name lists', () => {
    const childSays = (word: string) => getWord(word).ambiguous;
    expect(childSays('hen')).toBe('chicken');
    expect(childSays('pan')).toBe('egg');
    expect(childSays('log')).toBe('wood');
    expect(childSays('bin')).toBe('basket');
    for (const word of ['fist', 'lock', 'milk', 'insect', 'queen', 'rice', 'mouth', 'deer', 'ox']) {
      expect(childSays(word), word).toBeDefined();
    }
    expect(getWord('ball').picture).toBe('volleyball');
    expect(childSays('ball')).toBeUndefined();

    for (const list of EXACT_NAME_LISTS) {
      for (const word of list) expect(childSays(word), word).toBeUndefined();
    }
  });

  it('speaks of things with the right article', () => {
    expect(withArticle(getWord('cat'))).toBe('a cat');
    expect(withArticle(getWord('apple'))).toBe('an apple');
    expect(withArticle(getWord('unicorn'))).toBe('a unicorn');
    expect(withArticle(getWord('x-ray'))).toBe('an x-ray');
    expect(thatIs(getWord('grapes'))).toBe('Those are grapes');
    expect(thatIs(getWord('umbrella'))).toBe('That is an umbrella');
    expect(thatIs(getWord('rice'))).toBe('That is rice');
    expect(withArticle(getWord('broccoli'))).toBe('broccoli');
  });
});

describe('beginning sounds', () => {
  it('has a word for every letter but i, q and x, each beginning with its letter', () => {
    const empty = LETTERS.filter((letter) => BEGINNING_SOUND_WORDS[letter].length === 0);
    expect(empty).toEqual(['i', 'q', 'x']);
    for (const letter of LETTERS) {
      for (const word of BEGINNING_SOUND_WORDS[letter]) expect(word.startsWith(letter)).toBe(true);
    }
  });

  it('lists a word under one letter only and leaves misleading starts out', () => {
    const all = Object.values(BEGINNING_SOUND_WORDS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const word of Object.keys(MISLEADING_STARTS)) {
      expect(known(word), word).toBe(true);
      expect(all).not.toContain(word);
    }
    expect(all).not.toContain('giraffe');
    expect(all).not.toContain('chair');
  });

  it('starts vowels with their short sound', () => {
    expect(wordsStartingWith('a').map((entry) => entry.word)).toContain('apple');
    expect(wordsStartingWith('u').map((entry) => entry.word)).toEqual(['umbrella']);
    expect(wordsStartingWith('E').map((entry) => entry.word)).toContain('egg');
    expect(wordsStartingWith('ch')).toEqual([]);
  });

  it('never uses a word as a wrong answer for its own sound', () => {
    expect(beginningLetterOf('kite')).toBe('k');
    expect(clearlyNotStartingWith('kite', 'c')).toBe(false);
    expect(clearlyNotStartingWith('cat', 'k')).toBe(false);
    expect(clearlyNotStartingWith('x-ray', 'e')).toBe(false);
    expect(clearlyNotStartingWith('chair', 'b')).toBe(false);
    expect(clearlyNotStartingWith('dog', 'b')).toBe(true);
  });
});

describe('short vowels', () => {
  it('CVC words are consonant, short vowel, consonant', () => {
    for (const vowel of SHORT_VOWELS) {
      expect(CVC_WORDS[vowel].length).toBeGreaterThanOrEqual(3);
      for (const word of CVC_WORDS[vowel]) {
        expect(word).toMatch(/^[^aeiou][aeiou][^aeiouy]$/);
        expect(word[1]).toBe(vowel);
      }
    }
  });

  it('longer words have their vowel as the only vowel letter', () => {
    for (const vowel of SHORT_VOWELS) {
      for (const word of LONGER_SHORT_VOWEL_WORDS[vowel]) {
        expect(word.replace(/[^aeiouy]/g, ''), word).toBe(vowel);
        expect(word[vowelIndex(word)]).toBe(vowel);
      }
    }
  });
});

describe('blends and digraphs', () => {
  it('blend words begin or end with their blend', () => {
    for (const [blend, words] of Object.entries(BLEND_WORDS)) {
      for (const word of words) expect(word.startsWith(blend), word).toBe(true);
    }
    for (const [blend, words] of Object.entries(END_BLEND_WORDS)) {
      for (const word of words) expect(word.endsWith(blend), word).toBe(true);
    }
  });

  it('digraph words hold their digraph where they say', () => {
    for (const [digraph, { start, middle, end }] of Object.entries(DIGRAPH_WORDS)) {
      for (const word of start) expect(word.startsWith(digraph), word).toBe(true);
      for (const word of end) expect(word.endsWith(digraph), word).toBe(true);
      for (const word of middle) {
        expect(word.indexOf(digraph), word).toBeGreaterThan(0);
        expect(word.endsWith(digraph), word).toBe(false);
      }
      expect(start.length + middle.length + end.length).toBeGreaterThan(1);
    }
  });
});

describe('rhyme families', () => {
  it('have at least two words, each ending in the family spelling, in one family only', () => {
    const all = Object.values(RHYME_FAMILIES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const [family, words] of Object.entries(RHYME_FAMILIES)) {
      expect(words.length).toBeGreaterThanOrEqual(2);
      for (const word of words) expect(word.endsWith(family), word).toBe(true);
    }
  });
});

describe('categories', () => {
  it('have at least four words and a word sits in one category only', () => {
    const all = Object.values(CATEGORIES).flatMap((category) => category.words);
    expect(new Set(all).size).toBe(all.length);
    for (const category of Object.values(CATEGORIES)) {
      expect(category.words.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('never takes the odd one out from a related category or a word that also fits', () => {
    const fromSky = oddOneOutCandidates('sky');
    expect(fromSky).not.toContain('plane');
    expect(fromSky).not.toContain('kite');
    expect(fromSky).toContain('dog');
    const fromFruit = oddOneOutCandidates('fruit');
    expect(fromFruit).not.toContain('carrot');
    expect(fromFruit).not.toContain('tree');
    expect(oddOneOutCandidates('animals')).not.toContain('whale');
    expect(oddOneOutCandidates('nothing')).toEqual([]);
  });
});

describe('sight words', () => {
  it('are distinct across levels and free of homophone pairs', () => {
    const words = allSightWords().map((entry) => entry.word.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
    const homophones = [
      ['to', 'two', 'too'],
      ['no', 'know'],
      ['for', 'four'],
      ['there', 'their'],
      ['here', 'hear'],
      ['by', 'buy'],
      ['see', 'sea'],
      ['be', 'bee'],
      ['one', 'won'],
      ['our', 'are'],
      ['i', 'eye'],
    ];
    for (const group of homophones) {
      expect(group.filter((word) => words.includes(word)).length, group.join()).toBeLessThanOrEqual(
        1,
      );
    }
    expect(SIGHT_WORDS.nursery.map((entry) => entry.word)).toContain('I');
  });

  it('sentences leave out sight words they contain and picture words of the bank', () => {
    for (const sentence of SIGHT_SENTENCES) {
      const tokens = sentenceTokens(sentence.text);
      expect(sentence.gaps.length).toBeGreaterThan(0);
      for (const gap of sentence.gaps) {
        expect(allSightWords().map((entry) => entry.word.toLowerCase())).toContain(
          gap.toLowerCase(),
        );
        expect(
          tokens.filter((token) => token.type === 'text' && token.bare === gap),
          `${gap} in ${sentence.text}`,
        ).toHaveLength(1);
      }
      for (const token of tokens) {
        if (token.type === 'picture') expect(known(token.word), token.word).toBe(true);
        if (token.type === 'text' && sentence.gaps.includes(token.bare)) {
          expect(token.text, `the gap ${token.bare} carries no punctuation`).toBe(token.bare);
        }
      }
      for (const word of sentence.alsoFits ?? []) {
        expect(allSightWords().map((entry) => entry.word)).toContain(word);
      }
    }
  });

  it('reads sentences with their pictures as words', () => {
    expect(sentencePlainText('I can see the {dog}.')).toBe('I can see the dog.');
    expect(sentenceTokens('I see a {fish}.')).toEqual([
      { type: 'text', text: 'I', bare: 'I' },
      { type: 'text', text: 'see', bare: 'see' },
      { type: 'text', text: 'a', bare: 'a' },
      { type: 'picture', word: 'fish', after: '.' },
    ]);
  });
});
