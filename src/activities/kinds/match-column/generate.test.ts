import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { MatchItem } from '@/domain/types';
import { beginningLetterOf, findWord } from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'pictures to words',
    params: { pairs: 'picture-word', items: ['cat', 'dog', 'sun', 'hat', 'bed', 'pig'] },
    options: 3,
  },
  {
    name: 'letters to pictures',
    params: { pairs: 'letter-picture', items: ['a', 'b', 'c', 'd', 'e', 'f'] },
    options: 3,
  },
  {
    name: 'numbers to groups, 4 pairs',
    params: { pairs: 'number-group', items: ['1', '2', '3', '4', '5', '6'], size: 4 },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as MatchItem[];
}

describe('match-column generation', () => {
  it('joins each picture to its own word', () => {
    for (const item of round({
      pairs: 'picture-word',
      items: ['cat', 'dog', 'sun', 'ice cream'],
    })) {
      for (const left of item.left) {
        const right = item.right.find((choice) => choice.id === item.answer[left.id]);
        expect(left.visual).toEqual({ type: 'picture', picture: findWord(left.speech)?.picture });
        expect(right?.visual).toEqual({ type: 'text', text: left.speech });
      }
    }
  });

  it('joins each letter to a picture that begins with its sound, never c beside k', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const item of round(
        { pairs: 'letter-picture', items: ['c', 'k', 'b', 's', 'm'] },
        seed,
      )) {
        const letters = item.left.map(
          (choice) => choice.visual.type === 'text' && choice.visual.text,
        );
        expect(letters.includes('c') && letters.includes('k')).toBe(false);
        for (const left of item.left) {
          const right = item.right.find((choice) => choice.id === item.answer[left.id]);
          expect(beginningLetterOf(right?.speech ?? '')).toBe(left.id.replace('letter-', ''));
        }
      }
    }
  });

  it('joins numbers to groups of that many of one picture', () => {
    for (const item of round({ pairs: 'number-group', items: ['1', '2', '3', '4', '5'] })) {
      const pictures = new Set(
        item.right.map((choice) => choice.visual.type === 'group' && choice.visual.picture),
      );
      expect(pictures.size).toBe(1);
      for (const left of item.left) {
        const right = item.right.find((choice) => choice.id === item.answer[left.id]);
        expect(right?.visual.type === 'group' && right.visual.count).toBe(Number(left.speech));
      }
      expect(item.praise).toMatch(/^Yes! You matched 1?\d with \d+ \w+/);
    }
  });

  it('rejects items it cannot use', () => {
    expect(() =>
      kind.parseParams({ pairs: 'picture-word', items: ['cat', 'dog', 'knife'] }),
    ).toThrow(/'knife'/);
    expect(() => kind.parseParams({ pairs: 'letter-picture', items: ['c', 'k', 's'] })).toThrow(
      /different sounds/,
    );
    expect(() => kind.parseParams({ pairs: 'number-group', items: ['1', '2', '11'] })).toThrow(
      /'11'/,
    );
    expect(() => kind.parseParams({ pairs: 'number-group', items: ['1', '2'] })).toThrow(
      /at least 3/,
    );
    expect(() => kind.parseParams({ items: ['1', '2', '3'] })).toThrow(/pairs is required/);
  });
});
