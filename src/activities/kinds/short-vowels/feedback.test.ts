import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { createRandom } from '@/domain/random';
import { vowelChoice } from './generate';
import { kind } from './';

const item: ChoiceItem = {
  id: '1-a-cat',
  type: 'choice',
  prompt: { text: 'Which letter is missing?', speech: 'Cat. Which sound is in the middle of cat?' },
  stem: {
    type: 'sequence',
    cells: [
      { type: 'picture', picture: 'cat-face' },
      { type: 'text', text: 'c' },
      null,
      { type: 'text', text: 't' },
    ],
  },
  choices: [vowelChoice('a'), vowelChoice('u'), vowelChoice('i')],
  answer: 'vowel-a',
  hint: 'Say cat slowly. Its middle sound is the first sound of apple.',
  praise: 'Yes! Cat has a in the middle: c, a, t.',
};

function round(): ChoiceItem[] {
  const params = kind.parseParams({ vowels: ['a'], mode: 'pick-picture', words: 'cvc' });
  return kind.generate(params, createRandom(5), 4) as ChoiceItem[];
}

describe('short-vowels scoring', () => {
  it('praises the right vowel', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'vowel-a' })).toEqual({
      correct: true,
      message: 'Yes! Cat has a in the middle: c, a, t.',
    });
  });

  it('names the chosen vowel with its key word', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'vowel-u' })).toEqual({
      correct: false,
      message: 'That is u, as in umbrella. Try again!',
    });
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'vowel-y' }).correct).toBe(false);
    expect(scoreWithKind(kind, item, { type: 'trace', strokes: [] }).correct).toBe(false);
  });

  it('names the picture picked and its own vowel', () => {
    const [picked] = round();
    const wrong = picked?.choices.find((choice) => choice.id !== picked.answer);
    if (!picked || !wrong) throw new Error('no item');
    const vowel = wrong.speech.replace(/[^aeiou]/g, '');
    const key = { a: 'apple', e: 'egg', i: 'insect', o: 'octopus', u: 'umbrella' }[vowel];
    const name = `${wrong.speech.charAt(0).toUpperCase()}${wrong.speech.slice(1)}`;
    expect(scoreWithKind(kind, picked, { type: 'choice', choiceId: wrong.id }).message).toBe(
      `That is a ${wrong.speech}. ${name} has ${vowel}, as in ${key}. Try again!`,
    );
  });
});
