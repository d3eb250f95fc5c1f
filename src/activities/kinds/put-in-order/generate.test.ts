import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { PlaceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';
import { PICTURE_STORIES } from './stories';

describeKindContract(kind, [
  { name: 'a story in three pictures', params: { mode: 'story' }, options: 3 },
  {
    name: 'numbers up to 50, counting back',
    params: { mode: 'numbers', max: 50, cards: 4, direction: 'down' },
    options: 4,
  },
  {
    name: 'five numbers with gaps up to 100',
    params: { mode: 'numbers', max: 100, cards: 5, consecutive: false },
    options: 5,
  },
]);

function round(params: Record<string, unknown>, seed: number): PlaceItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 8) as PlaceItem[];
}

function inPlaces(item: PlaceItem): string[] {
  return item.spots.map((spot) => {
    const tile = Object.keys(item.answer).find((id) => item.answer[id] === spot.id);
    return item.tiles.find((candidate) => candidate.id === tile)?.speech ?? '';
  });
}

const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);

describe('put-in-order generation', () => {
  it('orders numbers smallest first, or biggest first when counting back', () => {
    for (const seed of SEEDS) {
      for (const direction of ['up', 'down']) {
        for (const item of round(
          { mode: 'numbers', max: 100, cards: 4, consecutive: false, direction },
          seed,
        )) {
          const numbers = inPlaces(item).map(Number);
          const sorted = [...numbers].sort((a, b) => (direction === 'up' ? a - b : b - a));
          expect(numbers).toEqual(sorted);
          expect(new Set(numbers).size).toBe(4);
        }
      }
    }
  });

  it('never deals the tiles already in order', () => {
    let alreadyInOrder = 0;
    for (const seed of SEEDS) {
      for (const item of round({ mode: 'numbers', max: 20, cards: 3 }, seed)) {
        const dealt = item.tiles.map((tile) => tile.id).join();
        const right = item.spots
          .map((spot) => Object.keys(item.answer).find((id) => item.answer[id] === spot.id))
          .join();
        if (dealt === right) alreadyInOrder += 1;
      }
    }
    expect(alreadyInOrder).toBe(0);
  });

  it('tells the story in order, and the pictures are the story’s own', () => {
    for (const item of round({ mode: 'story' }, 4)) {
      const story = PICTURE_STORIES.find((candidate) => item.id.endsWith(`-${candidate.id}`));
      if (!story) throw new Error(`no story for ${item.id}`);
      expect(inPlaces(item)).toEqual(story.steps.map((step) => step.speech));
      for (const step of story.steps) expect(item.prompt.speech).toContain(step.speech);
      expect(item.spots.map((spot) => spot.speech)).toEqual(['first', 'next', 'last']);
    }
  });

  it('refuses a range too small for its cards', () => {
    expect(() => kind.parseParams({ mode: 'numbers', min: 1, max: 4, cards: 3 })).toThrow(/range/);
    expect(() => kind.parseParams({ mode: 'sideways' })).toThrow(/mode/);
  });
});
