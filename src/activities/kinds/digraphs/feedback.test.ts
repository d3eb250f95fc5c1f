import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { digraphChoice } from './generate';
import { kind } from './';

const item: ChoiceItem = {
  id: '1-sh-ship',
  type: 'choice',
  prompt: {
    text: 'Which sound does ship begin with?',
    speech: 'Ship. Which sound does ship begin with?',
  },
  stem: { type: 'visual', visual: { type: 'picture', picture: 'ship' } },
  choices: [digraphChoice('sh'), digraphChoice('ch'), digraphChoice('ck')],
  answer: 'digraph-sh',
  hint: 'Listen: sh-sh-ship.',
  praise: 'Yes! Ship begins with sh.',
};

describe('digraphs scoring', () => {
  it('praises the right digraph', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'digraph-sh' })).toEqual({
      correct: true,
      message: 'Yes! Ship begins with sh.',
    });
  });

  it('names the chosen digraph with a word that has it', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'digraph-ch' }).message).toBe(
      'That is ch, as in chick. Try again!',
    );
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'digraph-ck' }).message).toBe(
      'That is ck, as in duck. Try again!',
    );
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: 'other' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
