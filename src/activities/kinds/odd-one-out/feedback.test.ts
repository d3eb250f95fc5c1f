import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { getWord } from '@/domain/lexicon';
import { wordChoice } from './generate';
import { kind } from './';

const item: ChoiceItem = {
  id: '1-animals-apple',
  type: 'choice',
  prompt: {
    text: 'Which one does not belong?',
    speech: 'Which one does not belong? dog, cat, apple or cow?',
  },
  choices: ['dog', 'cat', 'apple', 'cow'].map((word) => wordChoice(getWord(word))),
  answer: 'word-apple',
  hint: 'Three of them are animals. Which one is not?',
  praise: 'Yes! The apple does not belong: the others are all animals.',
};

describe('odd-one-out scoring', () => {
  it('praises the odd one out', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-apple' })).toEqual({
      correct: true,
      message: 'Yes! The apple does not belong: the others are all animals.',
    });
  });

  it('names the picked picture and says it belongs', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-dog' })).toEqual({
      correct: false,
      message: 'That is a dog. It belongs with the others: they are all animals. Try again!',
    });
    const fruit: ChoiceItem = {
      ...item,
      choices: ['grapes', 'pear', 'banana', 'car'].map((word) => wordChoice(getWord(word))),
      answer: 'word-car',
    };
    expect(scoreWithKind(kind, fruit, { type: 'choice', choiceId: 'word-grapes' }).message).toBe(
      'Those are grapes. They belong with the others: they are all fruit. Try again!',
    );
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'word-knife' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
