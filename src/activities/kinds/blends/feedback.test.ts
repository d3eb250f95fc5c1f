import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { blendChoice } from './generate';
import { kind } from './';

const item: ChoiceItem = {
  id: '1-fr-frog',
  type: 'choice',
  prompt: { text: 'Which two letters begin frog?', speech: 'Frog. Which two letters begin frog?' },
  stem: { type: 'visual', visual: { type: 'picture', picture: 'frog' } },
  choices: [blendChoice('fr'), blendChoice('cr'), blendChoice('nd'), blendChoice('qu')],
  answer: blendChoice('fr').id,
  hint: 'Say it slowly: fr... og. Listen to the first two sounds.',
  praise: 'Yes! Frog begins with fr.',
};

describe('blends scoring', () => {
  it('praises the right blend', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'blend-fr' })).toEqual({
      correct: true,
      message: 'Yes! Frog begins with fr.',
    });
  });

  it('names the chosen blend with a word that has it', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'blend-cr' }).message).toBe(
      'That is cr, as in crab. Try again!',
    );
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'blend-nd' }).message).toBe(
      'That is nd, as in hand. Try again!',
    );
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'blend-qu' }).message).toBe(
      'That is qu. Try again!',
    );
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'x' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
