import { describe, expect, it } from 'vitest';
import type { Choice } from '@/domain/types';
import { matchPairText } from './match';

const word = (text: string): Choice => ({
  id: `w-${text}`,
  visual: { type: 'text', text },
  speech: text,
});
const picture = (name: string): Choice => ({
  id: `p-${name}`,
  visual: { type: 'picture', picture: name },
  speech: name,
});

describe('a pair of a match in the answer key', () => {
  it('names both sides when they read differently', () => {
    expect(matchPairText(word('A'), word('a'))).toBe('A – a');
    expect(matchPairText(picture('elephant'), word('e'))).toBe('elephant – e');
  });

  it('says which card is the picture when a word and its picture read the same', () => {
    expect(matchPairText(word('cat'), picture('cat'))).toBe('cat – the cat picture');
  });

  it('says which card is the group when a number and its group read the same', () => {
    const group: Choice = {
      id: 'g3',
      visual: { type: 'group', picture: 'apple', count: 3 },
      speech: '3',
    };
    expect(matchPairText(word('3'), group)).toBe('3 – the group of 3');
  });
});
