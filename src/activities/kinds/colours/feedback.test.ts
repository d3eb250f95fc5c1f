import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { kind } from './';

describe('colours scoring', () => {
  for (const mode of ['swatch', 'object']) {
    const items = kind.generate(
      kind.parseParams({ colours: ['red', 'yellow', 'blue', 'green'], mode }),
      createRandom(8),
      8,
    ) as ChoiceItem[];

    it(`praises the right ${mode}`, () => {
      for (const item of items) {
        expect(scoreWithKind(kind, item, { type: 'choice', choiceId: item.answer })).toEqual({
          correct: true,
          message: item.praise,
        });
      }
    });

    it(`names the colour of a wrong ${mode}`, () => {
      for (const item of items) {
        for (const choice of item.choices.filter((entry) => entry.id !== item.answer)) {
          expect(scoreWithKind(kind, item, { type: 'choice', choiceId: choice.id })).toEqual({
            correct: false,
            message: `That one is ${choice.id}. Let's find the ${item.answer} one!`,
          });
        }
      }
    });
  }

  it('falls back to a plain retry for unknown choices', () => {
    const [item] = kind.generate(
      kind.parseParams({ colours: ['red', 'blue'] }),
      createRandom(1),
      1,
    );
    if (!item) throw new Error('no item');
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'teal' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
