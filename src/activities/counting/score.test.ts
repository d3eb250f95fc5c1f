import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { kind } from '.';

const items = kind.generate(
  kind.parseParams({ min: 1, max: 10 }),
  createRandom(21),
  8,
) as ChoiceItem[];

describe('counting scoring', () => {
  it('praises the right choice with the item praise', () => {
    for (const item of items) {
      expect(kind.score(item, { type: 'choice', choiceId: item.answer })).toEqual({
        correct: true,
        message: item.praise,
      });
    }
  });

  it('names a wrong choice and invites another try', () => {
    for (const item of items) {
      for (const choice of item.choices.filter((entry) => entry.id !== item.answer)) {
        expect(kind.score(item, { type: 'choice', choiceId: choice.id })).toEqual({
          correct: false,
          message: `That is ${choice.speech}. Let's try again!`,
        });
      }
    }
  });

  it('is wrong for an answer of another type', () => {
    const item = items[0] as ChoiceItem;
    expect(kind.score(item, { type: 'trace', strokes: [] }).correct).toBe(false);
  });
});
