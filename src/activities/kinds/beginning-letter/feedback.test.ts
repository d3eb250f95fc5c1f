import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { kind } from './';

const pickPicture: ChoiceItem = {
  id: '1-b-ball',
  type: 'choice',
  prompt: {
    text: 'Which picture begins with b?',
    speech: 'Which picture begins with the b sound? b, b.',
  },
  stem: { type: 'visual', visual: { type: 'text', text: 'b' } },
  choices: [
    { id: 'word-ball', visual: { type: 'picture', picture: 'volleyball' }, speech: 'ball' },
    { id: 'word-cat', visual: { type: 'picture', picture: 'cat-face' }, speech: 'cat' },
    { id: 'word-socks', visual: { type: 'picture', picture: 'socks' }, speech: 'socks' },
    { id: 'word-apple', visual: { type: 'picture', picture: 'red-apple' }, speech: 'apple' },
  ],
  answer: 'word-ball',
  hint: 'Listen: b-b-ball.',
  praise: 'Yes! Ball begins with b.',
};

const pickLetter: ChoiceItem = {
  ...pickPicture,
  id: '1-b-ball-letter',
  choices: [
    { id: 'letter-b', visual: { type: 'text', text: 'b' }, speech: 'b' },
    { id: 'letter-d', visual: { type: 'text', text: 'd' }, speech: 'd' },
  ],
  answer: 'letter-b',
};

describe('beginning-letter scoring', () => {
  it('praises the right picture by name', () => {
    expect(scoreWithKind(kind, pickPicture, { type: 'choice', choiceId: 'word-ball' })).toEqual({
      correct: true,
      message: 'Yes! Ball begins with b.',
    });
  });

  it('names the wrong picture and its own first letter', () => {
    expect(scoreWithKind(kind, pickPicture, { type: 'choice', choiceId: 'word-cat' })).toEqual({
      correct: false,
      message: 'That is a cat. Cat begins with c. Try again!',
    });
    expect(
      scoreWithKind(kind, pickPicture, { type: 'choice', choiceId: 'word-apple' }).message,
    ).toBe('That is an apple. Apple begins with a. Try again!');
    expect(
      scoreWithKind(kind, pickPicture, { type: 'choice', choiceId: 'word-socks' }).message,
    ).toBe('Those are socks. Socks begin with s. Try again!');
  });

  it('names the wrong letter with a word that begins with it', () => {
    expect(scoreWithKind(kind, pickLetter, { type: 'choice', choiceId: 'letter-d' })).toEqual({
      correct: false,
      message: 'That is d, as in dog. Try again!',
    });
  });

  it('treats an answer of another type as wrong', () => {
    expect(scoreWithKind(kind, pickPicture, { type: 'match', pairs: {} }).correct).toBe(false);
    expect(scoreWithKind(kind, pickPicture, { type: 'choice', choiceId: 'nope' }).correct).toBe(
      false,
    );
  });
});
