import { describe, expect, it } from 'vitest';
import { scoreChoice, scoreMatch } from './choice';
import type { ChoiceItem, MatchItem } from '@/domain/types';

const choice: ChoiceItem = {
  id: '1',
  type: 'choice',
  prompt: { text: 'Find b', speech: 'Find b' },
  choices: [
    { id: 'b', visual: { type: 'text', text: 'b' }, speech: 'b' },
    { id: 'd', visual: { type: 'text', text: 'd' }, speech: 'd' },
  ],
  answer: 'b',
  hint: 'b has its tummy on the right',
  praise: 'Yes! That is b.',
};

const match: MatchItem = {
  id: '2',
  type: 'match',
  prompt: { text: 'Match', speech: 'Match' },
  left: [
    { id: 'cat', visual: { type: 'picture', picture: 'cat-face' }, speech: 'cat' },
    { id: 'dog', visual: { type: 'picture', picture: 'dog-face' }, speech: 'dog' },
  ],
  right: [
    { id: 'c', visual: { type: 'text', text: 'c' }, speech: 'c' },
    { id: 'd', visual: { type: 'text', text: 'd' }, speech: 'd' },
  ],
  answer: { cat: 'c', dog: 'd' },
  hint: 'Say each word',
  praise: 'Yes! All matched.',
};

describe('scoreChoice', () => {
  it('praises the right choice', () => {
    expect(scoreChoice(choice, { type: 'choice', choiceId: 'b' })).toEqual({
      correct: true,
      message: 'Yes! That is b.',
    });
  });

  it('names a wrong choice', () => {
    expect(scoreChoice(choice, { type: 'choice', choiceId: 'd' })).toEqual({
      correct: false,
      message: "That is d. Let's try again!",
    });
  });

  it('is wrong, gently, for unknown choices and other answer types', () => {
    expect(scoreChoice(choice, { type: 'choice', choiceId: 'zz' }).correct).toBe(false);
    expect(scoreChoice(choice, { type: 'match', pairs: {} }).correct).toBe(false);
  });
});

describe('scoreMatch', () => {
  it('accepts all pairs right', () => {
    expect(scoreMatch(match, { type: 'match', pairs: { dog: 'd', cat: 'c' } })).toEqual({
      correct: true,
      message: 'Yes! All matched.',
    });
  });

  it('names the newest wrong pair', () => {
    expect(scoreMatch(match, { type: 'match', pairs: { cat: 'd', dog: 'c' } })).toEqual({
      correct: false,
      message: "Dog does not go with c. Let's try again!",
    });
    expect(scoreMatch(match, { type: 'match', pairs: { dog: 'd', cat: 'd' } })).toEqual({
      correct: false,
      message: "Cat does not go with d. Let's try again!",
    });
  });

  it('praises each right pair while some are still to make, and keeps the item open', () => {
    expect(scoreMatch(match, { type: 'match', pairs: { cat: 'c' } })).toEqual({
      correct: true,
      partial: true,
      message: 'Yes! Cat goes with c.',
    });
  });

  it('asks for every pair when none is made', () => {
    expect(scoreMatch(match, { type: 'match', pairs: {} })).toEqual({
      correct: false,
      message: "Match every one. Let's try again!",
    });
  });
});
