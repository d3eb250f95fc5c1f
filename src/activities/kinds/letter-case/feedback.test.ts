import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, MatchItem } from '@/domain/types';
import { bigChoice, smallChoice } from './generate';
import { kind } from './';

const choiceItem: ChoiceItem = {
  id: '1-b',
  type: 'choice',
  prompt: {
    text: 'Which small letter goes with big B?',
    speech: 'This is big B. Which small letter goes with it?',
  },
  stem: { type: 'visual', visual: { type: 'text', text: 'B' } },
  choices: [smallChoice('b'), smallChoice('d'), smallChoice('p')],
  answer: 'small-b',
  hint: 'Small b has a tall line with a round tummy at the bottom.',
  praise: 'Yes! Big B and small b go together.',
};

describe('letter-case scoring', () => {
  it('praises the right small letter', () => {
    expect(scoreWithKind(kind, choiceItem, { type: 'choice', choiceId: 'small-b' })).toEqual({
      correct: true,
      message: 'Yes! Big B and small b go together.',
    });
  });

  it('names the wrong small letter and its own partner', () => {
    expect(scoreWithKind(kind, choiceItem, { type: 'choice', choiceId: 'small-d' })).toEqual({
      correct: false,
      message: 'That is small d. Small d goes with big D. Try again!',
    });
  });

  it('scores matches pair by pair', () => {
    const item = kind.generate(
      kind.parseParams({ letters: ['a', 'b', 'c'], mode: 'match' }),
      createRandom(1),
      1,
    )[0] as MatchItem;
    expect(scoreWithKind(kind, item, { type: 'match', pairs: { ...item.answer } })).toEqual({
      correct: true,
      message: item.praise,
    });
    const wrong = scoreWithKind(kind, item, {
      type: 'match',
      pairs: {
        [bigChoice('c').id]: smallChoice('c').id,
        [bigChoice('b').id]: smallChoice('a').id,
        [bigChoice('a').id]: smallChoice('b').id,
      },
    });
    expect(wrong).toEqual({
      correct: false,
      message: "Big A does not go with small b. Let's try again!",
    });
  });
});
