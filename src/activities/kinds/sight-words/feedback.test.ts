import { describe, expect, it } from 'vitest';
import { scoreWithKind } from '@/test/kind-contract';
import type { ChoiceItem } from '@/domain/types';
import { findSightWord, type SightWord } from '@/domain/lexicon';
import { sightWordChoice } from './generate';
import { kind } from './';

const word = (text: string) => findSightWord(text) as SightWord;

const hearItem: ChoiceItem = {
  id: '1-see',
  type: 'choice',
  prompt: { text: 'Find the word you hear.', speech: 'Find the word see. See.' },
  choices: [
    sightWordChoice(word('see')),
    sightWordChoice(word('go')),
    sightWordChoice(word('the')),
  ],
  answer: 'word-see',
  hint: 'Look for the word that begins with s: see.',
  praise: 'Yes! That word says see.',
};

const sentenceItem: ChoiceItem = {
  id: '1-see-0',
  type: 'choice',
  prompt: {
    text: 'Which word is missing?',
    speech: 'Listen: Where is the ball? Which word is missing?',
  },
  stem: {
    type: 'sequence',
    cells: [
      null,
      { type: 'text', text: 'is' },
      { type: 'text', text: 'the' },
      { type: 'picture', picture: 'volleyball' },
    ],
  },
  choices: [sightWordChoice(word('where'), 'Where'), sightWordChoice(word('go'), 'Go')],
  answer: 'word-where',
  hint: 'Listen again: Where is the ball? The missing word begins with W.',
  praise: 'Yes! Where is the ball?',
};

describe('sight-words scoring', () => {
  it('praises the right word', () => {
    expect(scoreWithKind(kind, hearItem, { type: 'choice', choiceId: 'word-see' })).toEqual({
      correct: true,
      message: 'Yes! That word says see.',
    });
  });

  it('names the picked word and the word to find', () => {
    expect(scoreWithKind(kind, hearItem, { type: 'choice', choiceId: 'word-go' })).toEqual({
      correct: false,
      message: 'That word says go. Find the word see. Try again!',
    });
  });

  it('names the picked word and reads the sentence again', () => {
    expect(scoreWithKind(kind, sentenceItem, { type: 'choice', choiceId: 'word-go' })).toEqual({
      correct: false,
      message: 'That word says go. Listen: Where is the ball? Try again!',
    });
  });

  it('treats unknown choices as wrong', () => {
    expect(scoreWithKind(kind, hearItem, { type: 'choice', choiceId: 'word-zzz' })).toEqual({
      correct: false,
      message: "Let's try again!",
    });
  });
});
