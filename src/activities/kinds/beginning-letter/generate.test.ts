import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { beginningLetterOf, soundsAlike, wordsStartingWith, type Letter } from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'nursery letters, pick a picture',
    params: { letters: ['a', 'b', 'c', 'd', 'e', 'f'] },
    options: 3,
  },
  {
    name: 'pick a letter, 4 choices',
    params: { letters: ['m', 's', 't'], mode: 'pick-letter', choices: 4 },
    options: 4,
  },
  { name: 'a single letter', params: { letters: ['b'] }, options: 3 },
]);

function round(params: Record<string, unknown>, seed = 3, count = 12) {
  return kind.generate(kind.parseParams(params), createRandom(seed), count) as ChoiceItem[];
}

function spokenChoices(item: ChoiceItem) {
  return item.choices.map((choice) => choice.speech);
}

describe('beginning-letter generation', () => {
  it('shows a letter and offers one picture that begins with its sound', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ letters: ['c', 'k', 'g', 'a'] }, seed)) {
        const letter = (
          item.stem?.type === 'visual' && item.stem.visual.type === 'text'
            ? item.stem.visual.text
            : ''
        ) as Letter;
        const right = item.choices.find((choice) => choice.id === item.answer);
        expect(wordsStartingWith(letter).map((entry) => entry.word)).toContain(right?.speech);
        for (const choice of item.choices.filter((entry) => entry.id !== item.answer)) {
          const own = beginningLetterOf(choice.speech) as Letter;
          expect(own).toBeDefined();
          expect(soundsAlike(own, letter)).toBe(false);
          expect(choice.speech.startsWith(letter)).toBe(false);
        }
      }
    }
  });

  it('never offers k beside a picture of a cat', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const item of round({ letters: ['c', 'd'], mode: 'pick-letter', choices: 4 }, seed)) {
        if (item.answer === 'letter-c') expect(spokenChoices(item)).not.toContain('k');
      }
    }
  });

  it('refuses letters without a picture a child names exactly', () => {
    for (const letter of ['i', 'q', 'x']) {
      expect(() => kind.parseParams({ letters: ['b', letter] })).toThrow(
        new RegExp(`letter '${letter}' has no picture a child names exactly`),
      );
    }
  });

  it('prefers the other practised letters as wrong choices', () => {
    for (const item of round({ letters: ['a', 'b', 'c', 'd', 'e', 'f'], mode: 'pick-letter' })) {
      for (const letter of spokenChoices(item)) expect('abcdef').toContain(letter);
    }
  });

  it('says the task aloud and names the word in praise and hint', () => {
    const item = round({ letters: ['b'] })[0] as ChoiceItem;
    const word = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
    expect(item.prompt.speech).toBe('Which picture begins with the b sound? b, b.');
    expect(item.hint).toBe(`Listen: b-b-${word}.`);
    expect(item.praise.toLowerCase()).toContain(`yes! ${word} begin`);
  });

  it('rejects params it cannot use', () => {
    expect(() => kind.parseParams({})).toThrow(/letters is required/);
    expect(() => kind.parseParams({ letters: ['B'] })).toThrow(/unknown entry 'B'/);
    expect(() => kind.parseParams({ letters: ['b'], mode: 'write' })).toThrow(/mode/);
    expect(() => kind.parseParams({ letters: ['b'], choices: 6 })).toThrow(/choices/);
  });
});
