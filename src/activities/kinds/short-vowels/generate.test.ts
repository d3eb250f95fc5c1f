import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'short a and i', params: { vowels: ['a', 'i'] }, options: 3 },
  {
    name: 'all five vowels, longer words',
    params: { vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all', choices: 5 },
    options: 5,
  },
  { name: 'short o and u, two choices', params: { vowels: ['o', 'u'], choices: 2 }, options: 2 },
  {
    name: 'pick the picture with short a',
    params: { vowels: ['a'], mode: 'pick-picture' },
    options: 3,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

describe('short-vowels generation', () => {
  it('shows the picture and the word with its vowel missing', () => {
    for (const item of round({ vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all' })) {
      const word = item.id.split('-')[2] ?? '';
      const vowel = item.answer.replace('vowel-', '');
      expect(item.stem?.type).toBe('sequence');
      if (item.stem?.type !== 'sequence') continue;
      const [picture, ...letters] = item.stem.cells;
      expect(picture?.type).toBe('picture');
      const spelled = letters.map((cell) =>
        cell === null ? vowel : cell.type === 'text' ? cell.text : '?',
      );
      expect(spelled.join('')).toBe(word);
      expect(letters.filter((cell) => cell === null)).toHaveLength(1);
    }
  });

  it('uses only three-letter words by default', () => {
    for (const item of round({ vowels: ['a', 'e', 'i', 'o', 'u'] })) {
      expect(item.id.split('-')[2]).toMatch(/^[a-z]{3}$/);
    }
  });

  it('says the word and gives a key-word hint without naming the vowel', () => {
    const item = round({ vowels: ['o', 'u'] }).find((entry) => entry.answer === 'vowel-o');
    if (!item) throw new Error('no item for o');
    const word = item.id.split('-')[2] ?? '';
    expect(item.prompt.speech).toBe(
      `${word[0]?.toUpperCase()}${word.slice(1)}. Which sound is in the middle of ${word}?`,
    );
    expect(item.hint).toBe(`Say ${word} slowly. Its middle sound is the first sound of octopus.`);
    expect(item.praise).toBe(
      `Yes! ${word[0]?.toUpperCase()}${word.slice(1)} has o in the middle: ${word.split('').join(', ')}.`,
    );
  });

  it('asks for the first sound of words that begin with their vowel', () => {
    const items = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      round({ vowels: ['a', 'e', 'o'], words: 'all' }, seed),
    );
    const byWord = new Map(items.map((item) => [item.id.split('-')[2] ?? '', item]));
    expect(byWord.get('ant')?.prompt.speech).toBe('Ant. Which sound does ant begin with?');
    expect(byWord.get('ant')?.hint).toBe(
      'Say ant slowly. It begins with the first sound of apple.',
    );
    expect(byWord.get('ant')?.praise).toBe('Yes! Ant begins with a: a, n, t.');
    expect(byWord.get('egg')?.hint).toBe('Say egg slowly and listen to its very first sound.');
    for (const [word, item] of byWord) {
      if (!/^[aeiou]/.test(word)) expect(item.prompt.speech).toMatch(/in the middle of/);
    }
  });

  it('refuses to fill the gap with one vowel, whose answer would never change', () => {
    expect(() => kind.parseParams({ vowels: ['a'] })).toThrow(/at least 2 vowels/);
    expect(() => kind.parseParams({ vowels: ['a'], mode: 'pick-picture' })).not.toThrow();
  });

  it('picks the one picture with the vowel among words with other vowels', () => {
    const answers = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const item of round({ vowels: ['a'], mode: 'pick-picture', words: 'all' }, seed)) {
        expect(item.stem).toEqual({ type: 'visual', visual: { type: 'text', text: 'a' } });
        expect(item.prompt.speech).toBe('Which one has the a sound, as in apple? a, a.');
        const vowelsOf = item.choices.map((choice) => choice.speech.replace(/[^aeiou]/g, ''));
        const right = item.choices.findIndex((choice) => choice.id === item.answer);
        expect(vowelsOf[right]).toBe('a');
        expect(vowelsOf.filter((vowel) => vowel === 'a')).toHaveLength(1);
        answers.add(item.answer);
      }
    }
    expect(answers.size).toBeGreaterThan(6);
  });

  it('rejects unknown vowels', () => {
    expect(() => kind.parseParams({ vowels: ['y'] })).toThrow(/unknown entry 'y'/);
    expect(() => kind.parseParams({ vowels: [] })).toThrow(/at least 1/);
  });
});
