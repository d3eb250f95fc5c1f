import { describe, expect, it } from 'vitest';
import { CATEGORIES, findWord } from '@/domain/lexicon';
import { createRandom } from '@/domain/random';
import type { PlaceItem } from '@/domain/types';
import { describeKindContract, scoreWithKind } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'two of four shapes',
    params: { by: 'shape', among: ['circle', 'square', 'triangle', 'star'], tiles: 4 },
    options: 4,
  },
  {
    name: 'three first sounds',
    params: { by: 'first-sound', among: ['b', 'm', 's', 't'], groups: 3, tiles: 6 },
    options: 6,
  },
  {
    name: 'three categories of eight',
    params: {
      by: 'category',
      among: ['animals', 'fruit', 'vehicles', 'toys'],
      groups: 3,
      tiles: 8,
    },
    options: 8,
  },
]);

function round(params: Record<string, unknown>, seed: number): PlaceItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as PlaceItem[];
}

const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);

describe('sort generation', () => {
  it('puts every picture of a category with its category, at least two in each group', () => {
    for (const seed of SEEDS) {
      for (const item of round(
        { by: 'category', among: ['animals', 'fruit', 'vehicles'], groups: 3, tiles: 6 },
        seed,
      )) {
        for (const [tile, spot] of Object.entries(item.answer)) {
          const word = tile.replace('word-', '');
          const category = CATEGORIES[spot.replace('group-', '')];
          expect(category?.words).toContain(word);
        }
        for (const spot of item.spots) {
          expect(
            Object.values(item.answer).filter((id) => id === spot.id).length,
          ).toBeGreaterThanOrEqual(2);
          // The group's own sign is not one of the pictures to sort.
          expect(item.tiles.map((tile) => tile.visual)).not.toContainEqual(spot.visual);
        }
      }
    }
  });

  it('sorts by first sound with pictures called by their own name', () => {
    for (const seed of SEEDS) {
      for (const item of round(
        { by: 'first-sound', among: ['b', 'c', 'd', 'f', 'h'], groups: 3, tiles: 6 },
        seed,
      )) {
        for (const [tile, spot] of Object.entries(item.answer)) {
          const word = tile.replace('word-', '');
          expect(word.charAt(0)).toBe(spot.replace('group-', ''));
          expect(findWord(word)?.ambiguous).toBeUndefined();
        }
      }
    }
  });

  it('names the picture and the group it does not belong to', () => {
    const [item] = round({ by: 'shape', among: ['circle', 'square'], tiles: 4 }, 2);
    if (!item) throw new Error('no item');
    const [tile, spot] = Object.entries(item.answer)[0] ?? [];
    const other = item.spots.find((candidate) => candidate.id !== spot);
    const shown = item.tiles.find((candidate) => candidate.id === tile);
    if (!tile || !other || !shown) throw new Error('no tile');
    expect(scoreWithKind(kind, item, { type: 'place', placed: { [tile]: other.id } }).message).toBe(
      `${shown.name?.replace(/^t/, 'T')} does not go ${other.speech}. Let's try again!`,
    );
  });

  it('refuses more groups than it has to choose from', () => {
    expect(() => kind.parseParams({ by: 'shape', among: ['circle', 'square'], groups: 3 })).toThrow(
      /groups/,
    );
    expect(() => kind.parseParams({ by: 'category', among: ['animals', 'dragons'] })).toThrow(
      /dragons/,
    );
  });
});
