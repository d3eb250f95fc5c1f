import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import {
  BEGINNING_SOUND_WORDS,
  RHYME_FAMILIES,
  beginningLetterOf,
  getWord,
} from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { wordChoice } from './generate';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'by first sound, four letters',
    params: { by: 'first-sound', letters: ['b', 'm', 's', 't'] },
    options: 4,
  },
  {
    name: 'by first sound, three pictures',
    params: { by: 'first-sound', letters: ['c', 'd'], choices: 3 },
    options: 3,
  },
  { name: 'by rhyme', params: { by: 'rhyme', families: ['at', 'ar', 'oon', 'oat'] }, options: 4 },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

function familyOf(word: string): string | undefined {
  return Object.keys(RHYME_FAMILIES).find((family) => RHYME_FAMILIES[family]?.includes(word));
}

describe('odd-one-out by first sound', () => {
  const letters = ['b', 'm', 's', 't', 'c'];

  it('shows pictures that begin with one listed letter and one that begins with another sound', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ by: 'first-sound', letters }, seed)) {
        const belonging = item.choices.filter((choice) => choice.id !== item.answer);
        const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
        const letter = beginningLetterOf(belonging[0]?.speech ?? '');
        expect(letters).toContain(letter);
        for (const choice of belonging) expect(beginningLetterOf(choice.speech)).toBe(letter);
        const oddLetter = beginningLetterOf(odd);
        expect(oddLetter).toBeDefined();
        expect(oddLetter).not.toBe(letter);
        // c and k share a sound: a kite is never the odd one beside cats and cups.
        if (letter === 'c') expect(oddLetter).not.toBe('k');
        expect(letters).toContain(oddLetter);
      }
    }
  });

  it('asks aloud, naming the pictures, and names both sounds in hint and praise', () => {
    const item = round({ by: 'first-sound', letters: ['b', 's'] }, 8)[0] as ChoiceItem;
    const names = item.choices.map((choice) => choice.speech);
    const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
    const belonging = names.filter((name) => name !== odd);
    const letter = beginningLetterOf(belonging[0] ?? '') ?? '';
    expect(item.prompt.text).toBe('Which one begins with a different sound?');
    expect(item.prompt.speech).toBe(
      `Which one begins with a different sound? ${names.slice(0, 3).join(', ')} or ${names[3]}?`,
    );
    expect(item.hint).toMatch(
      new RegExp(
        `^Say each word slowly\\. Three of them begin with ${letter}, like ${letter}-${letter}-`,
      ),
    );
    expect(item.praise).toMatch(
      new RegExp(
        `^Yes! .+ begins? with ${beginningLetterOf(odd)}\\. .+ and .+ begin with ${letter}\\.$`,
      ),
    );
  });

  it('takes the odd one from any other sound when only one letter is listed', () => {
    for (const item of round({ by: 'first-sound', letters: ['p'] })) {
      const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
      expect(BEGINNING_SOUND_WORDS.p).not.toContain(odd);
      expect(beginningLetterOf(odd)).toBeDefined();
    }
  });

  it('explains a wrong pick by its first sound', () => {
    const item = round({ by: 'first-sound', letters: ['b', 's'] })[0] as ChoiceItem;
    const wrong = item.choices.find((choice) => choice.id !== item.answer);
    const entry = getWord(wrong?.speech ?? '');
    const result = scoreWithKind(kind, item, { type: 'choice', choiceId: wrong?.id ?? '' });
    expect(result.correct).toBe(false);
    expect(result.message).toMatch(
      new RegExp(`begins? with ${beginningLetterOf(entry.word)}, like the others\\. Try again!$`),
    );
  });

  it('rejects letters with too few pictured words and unknown groupings', () => {
    expect(() => kind.parseParams({ by: 'first-sound', letters: ['b', 'u'] })).toThrow(
      /'u' has fewer than 3 pictured words/,
    );
    expect(() => kind.parseParams({ by: 'first-sound', letters: ['ch'] })).toThrow(/unknown entry/);
    expect(() => kind.parseParams({ by: 'first-sound' })).toThrow(/letters is required/);
    expect(() => kind.parseParams({ by: 'colour', categories: ['animals'] })).toThrow(/by must/);
  });
});

describe('odd-one-out by rhyme', () => {
  const families = ['at', 'ar', 'oon'];

  it('shows three rhyming pictures of a listed family and one that does not rhyme', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ by: 'rhyme', families }, seed)) {
        const belonging = item.choices.filter((choice) => choice.id !== item.answer);
        const family = familyOf(belonging[0]?.speech ?? '');
        expect(families).toContain(family);
        for (const choice of belonging) expect(familyOf(choice.speech)).toBe(family);
        const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
        expect(familyOf(odd)).not.toBe(family);
        expect(families).toContain(familyOf(odd));
      }
    }
  });

  it('asks which one does not rhyme and praises with the shared ending', () => {
    const item = round({ by: 'rhyme', families })[0] as ChoiceItem;
    const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
    const family = familyOf(item.choices.find((choice) => choice.id !== item.answer)?.speech ?? '');
    expect(item.prompt.text).toBe('Which one does not rhyme?');
    expect(item.hint).toMatch(
      new RegExp(`^Three of them end with ${family}, like \\w+-${family}\\.`),
    );
    expect(item.praise).toMatch(
      new RegExp(`^Yes! \\w+ does not rhyme\\. .+ all end with ${family}\\.$`),
    );
    expect(item.praise.toLowerCase()).toContain(odd);
  });

  it('says the start of the example apart from its rhyme in the hint', () => {
    const hints = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      round({ by: 'rhyme', families: ['ox', 'at'], choices: 3 }, seed).map((item) => item.hint),
    );
    expect(hints.some((hint) => /like (f|b)-ox\./.test(hint))).toBe(true);
    expect(hints.filter((hint) => hint.includes('like -'))).toEqual([]);
  });

  it('explains a wrong pick as a rhyme', () => {
    const item = round({ by: 'rhyme', families })[0] as ChoiceItem;
    const wrong = item.choices.find((choice) => choice.id !== item.answer);
    const result = scoreWithKind(kind, item, { type: 'choice', choiceId: wrong?.id ?? '' });
    expect(result).toEqual({
      correct: false,
      message: `That is a ${wrong?.speech}. ${wrong?.speech.charAt(0).toUpperCase()}${wrong?.speech.slice(1)} rhymes with the others. Try again!`,
    });
  });

  it('needs families with enough words for the choices', () => {
    expect(() => kind.parseParams({ by: 'rhyme', families: ['at', 'ee'] })).toThrow(
      /'ee' has fewer than 3 pictured words/,
    );
    expect(() =>
      kind.parseParams({ by: 'rhyme', families: ['at', 'ee'], choices: 3 }),
    ).not.toThrow();
  });
});

describe('odd-one-out by category', () => {
  it('reads the same params as before when by is left out or is category', () => {
    const params = { categories: ['animals', 'fruit'] };
    expect(kind.parseParams(params)).toEqual({ categories: ['animals', 'fruit'], choices: 4 });
    expect(kind.parseParams({ ...params, by: 'category' })).toEqual(kind.parseParams(params));
    expect(round({ ...params, by: 'category' })).toEqual(round(params));
  });

  it('keeps the category reason for a wrong pick', () => {
    const item = round({ categories: ['animals', 'fruit'] })[0] as ChoiceItem;
    const wrong = item.choices.find((choice) => choice.id !== item.answer);
    expect(
      scoreWithKind(kind, item, { type: 'choice', choiceId: wrong?.id ?? '' }).message,
    ).toMatch(/with the others: they are all/);
    expect(wordChoice(getWord('cat')).id).toBe('word-cat');
  });
});
