import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'sh, ch and th anywhere', params: { digraphs: ['sh', 'ch', 'th'] }, options: 3 },
  {
    name: 'sh, ch and th at the start',
    params: { digraphs: ['sh', 'ch', 'th'], position: 'start' },
    options: 3,
  },
  {
    name: 'wh, ph and ck, 4 choices',
    params: { digraphs: ['wh', 'ph', 'ck'], choices: 4 },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

describe('digraphs generation', () => {
  it('never offers a wrong digraph that is in the word', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ digraphs: ['ch', 'ck', 'sh'], choices: 4 }, seed)) {
        const word = item.id.split('-')[2] ?? '';
        for (const choice of item.choices) {
          const digraph = choice.visual.type === 'text' ? choice.visual.text : '';
          expect(word.includes(digraph)).toBe(choice.id === item.answer);
        }
      }
    }
  });

  it('asks about the beginning, the end or the middle of the word', () => {
    const items = round({ digraphs: ['sh', 'ph'] }, 9);
    for (const item of items) {
      const word = item.id.split('-')[2] ?? '';
      const digraph = item.answer.replace('digraph-', '');
      if (word.startsWith(digraph)) {
        expect(item.prompt.text).toBe(`Which sound does ${word} begin with?`);
        expect(item.hint).toBe(`Listen: ${digraph}-${digraph}-${word}.`);
      } else if (word.endsWith(digraph)) {
        expect(item.prompt.text).toBe(`Which sound does ${word} end with?`);
      } else {
        expect(item.prompt.text).toBe(`Which sound do you hear in the middle of ${word}?`);
      }
    }
    const end = round({ digraphs: ['ck'], position: 'end' })[0] as ChoiceItem;
    expect(end.praise).toMatch(/^Yes! [A-Z][a-z]+ ends with ck\.$/);
    expect(end.hint).toMatch(/^Listen: [a-z]+-ck\.$/);
  });

  it('rejects digraphs with no word in the asked position', () => {
    expect(() => kind.parseParams({ digraphs: ['ck'], position: 'start' })).toThrow(
      /no pictured words have ck at the start/,
    );
    expect(() => kind.parseParams({ digraphs: ['xy'] })).toThrow(/unknown entry 'xy'/);
  });
});
