import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import { createRandom } from '@/domain/random';
import type { MatchItem } from '@/domain/types';
import { kind } from './';

function firstItem(params: Record<string, unknown>): MatchItem {
  return kind.generate(kind.parseParams(params), createRandom(4), 1)[0] as MatchItem;
}

describe('match-column scoring', () => {
  it('praises a full, right match', () => {
    const item = firstItem({ pairs: 'picture-word', items: ['cat', 'dog', 'sun'] });
    expect(scoreWithKind(kind, item, { type: 'match', pairs: { ...item.answer } })).toEqual({
      correct: true,
      message: item.praise,
    });
  });

  it('names the newest pair that does not belong together', () => {
    const item = firstItem({ pairs: 'letter-picture', items: ['b', 'm', 's'] });
    const swapped = {
      'letter-s': 'picture-s',
      'letter-m': 'picture-b',
      'letter-b': 'picture-m',
    };
    const result = scoreWithKind(kind, item, { type: 'match', pairs: swapped });
    const mWord = item.right.find((choice) => choice.id === 'picture-m')?.speech;
    expect(result).toEqual({
      correct: false,
      message: `Letter b does not go with ${mWord}. Let's try again!`,
    });
  });

  it('praises a right pair at once while others are still to make', () => {
    const item = firstItem({ pairs: 'number-group', items: ['1', '2', '3'] });
    const one = item.right.find((choice) => choice.id === 'group-1')?.speech;
    expect(scoreWithKind(kind, item, { type: 'match', pairs: { 'number-1': 'group-1' } })).toEqual({
      correct: true,
      partial: true,
      message: `Yes! 1 goes with ${one}.`,
    });
  });
});
