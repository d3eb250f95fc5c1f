import { describe, expect, it } from 'vitest';
import type { ChoiceItem, TraceItem } from '@/domain/types';
import { orList, spokenPrompt } from './spoken';

const choice: ChoiceItem = {
  id: '1',
  type: 'choice',
  prompt: { text: 'Which begins with b?', speech: 'Which picture begins with b?' },
  choices: [
    { id: 'ball', visual: { type: 'picture', picture: 'soccer-ball' }, speech: 'ball' },
    { id: 'cat', visual: { type: 'picture', picture: 'cat-face' }, speech: 'cat' },
    { id: 'sun', visual: { type: 'picture', picture: 'sun' }, speech: 'sun' },
  ],
  answer: 'ball',
  hint: 'b, b, ball',
  praise: 'Yes!',
};

describe('spokenPrompt', () => {
  it('reads the question, then every choice by name', () => {
    expect(spokenPrompt(choice)).toBe('Which picture begins with b? ball, cat or sun?');
  });

  it('reads a trace item as it is', () => {
    const trace: TraceItem = {
      id: '2',
      type: 'trace',
      glyph: 'a',
      prompt: { text: 'Trace a', speech: 'Trace the letter a.' },
      hint: 'Start at the big green dot.',
      praise: 'Well done!',
    };
    expect(spokenPrompt(trace)).toBe('Trace the letter a.');
  });

  it('joins words the way people say them', () => {
    expect(orList(['red'])).toBe('red');
    expect(orList(['3', '4'])).toBe('3 or 4');
    expect(orList(['a', 't', 'b'])).toBe('a, t or b');
  });
});
