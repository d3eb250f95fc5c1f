import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { getWord } from '@/domain/lexicon';
import { wordChoice } from './generate';
import { kind } from './';

const item: ChoiceItem = {
  id: '1-cat-hat',
  type: 'choice',
  prompt: { text: 'Which picture rhymes with cat?', speech: 'Cat. Which picture rhymes with cat?' },
  stem: { type: 'visual', visual: { type: 'picture', picture: 'cat-face' } },
  choices: [wordChoice(getWord('hat')), wordChoice(getWord('dog')), wordChoice(getWord('grapes'))],
  answer: 'word-hat',
  hint: 'Listen to the end: c-at. Which one ends with at too?',
  praise: 'Yes! Cat and hat rhyme: they both end with at.',
};

describe('rhyming scoring', () => {
  it('praises the rhyming picture', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-hat' })).toEqual({
      correct: true,
      message: 'Yes! Cat and hat rhyme: they both end with at.',
    });
  });

  it('names the wrong picture and says it does not rhyme', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-dog' }).message).toBe(
      'That is a dog. Dog and cat do not rhyme. Try again!',
    );
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-grapes' }).message).toBe(
      'Those are grapes. Grapes and cat do not rhyme. Try again!',
    );
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-knife' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
