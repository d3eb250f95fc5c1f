import { describe, expect, it } from 'vitest';
import { findWord } from '@/domain/lexicon';
import { createRandom } from '@/domain/random';
import type { PlaceItem } from '@/domain/types';
import { describeKindContract, scoreWithKind } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'o, u and e with one spare letter', params: { vowels: ['o', 'u', 'e'] }, options: 4 },
  {
    name: 'every vowel, longer words, three spare letters',
    params: { vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all', spare: 3 },
    options: [6, 7, 8],
  },
]);

function round(params: Record<string, unknown>, seed: number): PlaceItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as PlaceItem[];
}

const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);

describe('build-word generation', () => {
  it('spells the pictured word: its letters in order fill the places', () => {
    for (const seed of SEEDS) {
      for (const item of round({ vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all' }, seed)) {
        const word = item.id.split('-')[1] ?? '';
        expect(item.stem).toEqual({
          type: 'visual',
          visual: { type: 'picture', picture: findWord(word)?.picture },
        });
        const spelled = item.spots.map((spot) => {
          const tile = Object.keys(item.answer).find((id) => item.answer[id] === spot.id);
          return item.tiles.find((candidate) => candidate.id === tile)?.name;
        });
        expect(spelled.join('')).toBe(word);
        expect(item.prompt.speech).toContain(`spell ${word}`);
      }
    }
  });

  it('never spells a word whose picture a child calls something else', () => {
    for (const seed of SEEDS) {
      for (const item of round({ vowels: ['a', 'e', 'i', 'o', 'u'], words: 'all' }, seed)) {
        expect(findWord(item.id.split('-')[1] ?? '')?.ambiguous).toBeUndefined();
      }
    }
  });

  it('offers a spare vowel first, so the middle sound has to be heard', () => {
    for (const seed of SEEDS) {
      for (const item of round({ vowels: ['a', 'i'], spare: 1 }, seed)) {
        const spare = item.tiles.filter((tile) => item.answer[tile.id] === undefined);
        expect(spare).toHaveLength(1);
        expect(spare[0]?.name).toMatch(/^[aeiou]$/);
      }
    }
  });

  it('says each letter with a word that starts with it, never the word being spelled', () => {
    for (const item of round({ vowels: ['a', 'o'] }, 3)) {
      const word = item.id.split('-')[1] ?? '';
      for (const tile of item.tiles) {
        // x starts no word a child knows, so it is said alone.
        expect(tile.speech).toMatch(new RegExp(`^${tile.name}(, as in ${tile.name}|$)`));
        expect(tile.speech).not.toBe(`${tile.name}, as in ${word}`);
      }
    }
  });

  it('names a letter in the wrong place, and praises each right one', () => {
    const [item] = round({ vowels: ['a'] }, 8);
    if (!item) throw new Error('no item');
    const [first, second] = Object.keys(item.answer);
    if (!first || !second) throw new Error('no letters');
    const letter = item.tiles.find((tile) => tile.id === second)?.name;
    expect(scoreWithKind(kind, item, { type: 'place', placed: { [second]: 'place-0' } })).toEqual({
      correct: false,
      message: `${letter?.toUpperCase()} does not go first. Let's try again!`,
    });
    const firstLetter = item.tiles.find((tile) => tile.id === first)?.name;
    expect(scoreWithKind(kind, item, { type: 'place', placed: { [first]: 'place-0' } })).toEqual({
      correct: true,
      partial: true,
      message: `Yes! ${firstLetter?.toUpperCase()} goes first.`,
    });
  });

  it('refuses params it cannot play', () => {
    expect(() => kind.parseParams({ vowels: [] })).toThrow(/vowels/);
    expect(() => kind.parseParams({ vowels: ['a'], spare: 5 })).toThrow(/spare/);
  });
});
