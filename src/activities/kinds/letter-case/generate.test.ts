import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, MatchItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'pick the small letter',
    params: { letters: ['a', 'b', 'c', 'd', 'e', 'f'] },
    options: 3,
  },
  {
    name: 'pick among four',
    params: { letters: ['g', 'h', 'i', 'j', 'k', 'l', 'm'], choices: 4 },
    options: 4,
  },
  {
    name: 'match three pairs',
    params: { letters: ['a', 'b', 'c', 'd', 'e', 'f'], mode: 'match' },
    options: 3,
  },
  {
    name: 'match four pairs',
    params: { letters: ['n', 'o', 'p', 'q', 'r', 's', 't'], mode: 'match', choices: 4 },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10);
}

describe('letter-case generation', () => {
  it('shows a big letter and offers its small partner among small letters', () => {
    for (const item of round({ letters: ['b', 'd', 'p', 'q'] }) as ChoiceItem[]) {
      const big =
        item.stem?.type === 'visual' && item.stem.visual.type === 'text'
          ? item.stem.visual.text
          : '';
      expect(big).toMatch(/^[BDPQ]$/);
      const right = item.choices.find((choice) => choice.id === item.answer);
      expect(right?.visual).toEqual({ type: 'text', text: big.toLowerCase() });
      for (const choice of item.choices) {
        expect(choice.visual.type === 'text' && choice.visual.text).toMatch(/^[a-z]$/);
        expect(choice.speech).toMatch(/^small [a-z]$/);
      }
      expect(item.prompt.speech).toBe(`This is big ${big}. Which small letter goes with it?`);
      expect(item.praise).toBe(`Yes! Big ${big} and small ${big.toLowerCase()} go together.`);
      expect(item.hint).toMatch(new RegExp(`^Small ${big.toLowerCase()} `));
    }
  });

  it('matches big letters to shuffled small letters', () => {
    for (const item of round({ letters: ['a', 'b', 'c', 'd'], mode: 'match' }) as MatchItem[]) {
      for (const left of item.left) {
        expect(item.answer[left.id]).toBe(left.id.replace('big-', 'small-'));
      }
      expect(item.praise).toMatch(
        /^Yes! You matched [A-D] with [a-d], [A-D] with [a-d] and [A-D] with [a-d]\.$/,
      );
    }
  });

  it('rejects too few letters to match and unknown letters', () => {
    expect(() => kind.parseParams({ letters: ['a', 'b'], mode: 'match' })).toThrow(/at least 3/);
    expect(() => kind.parseParams({ letters: ['A'] })).toThrow(/unknown entry 'A'/);
    expect(() => kind.parseParams({ letters: ['a', 'b', 'c'], mode: 'match', choices: 2 })).toThrow(
      /choices/,
    );
  });
});
