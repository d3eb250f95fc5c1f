import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'first blends',
    params: { blends: ['bl', 'cl', 'fl', 'cr', 'dr', 'st', 'sn'] },
    options: 3,
  },
  {
    name: 'later blends, 4 choices',
    params: { blends: ['gr', 'pl', 'sl', 'sw', 'tr'], choices: 4 },
    options: 4,
  },
  {
    name: 'ending blends',
    params: { blends: ['nd', 'st', 'mp'], position: 'end' },
    options: 3,
    minDistinct: 7,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

function pictureWord(item: ChoiceItem): string {
  return item.id.split('-').slice(2).join('-');
}

describe('blends generation', () => {
  it('shows a picture whose word begins with the right blend, and no other offered blend', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const item of round({ blends: ['st', 'sn', 'sp', 'sl'], choices: 4 }, seed)) {
        const word = pictureWord(item);
        for (const choice of item.choices) {
          const blend = choice.visual.type === 'text' ? choice.visual.text : '';
          expect(word.startsWith(blend)).toBe(choice.id === item.answer);
        }
      }
    }
  });

  it('asks about the end for ending blends', () => {
    const item = round({ blends: ['nd'], position: 'end' })[0] as ChoiceItem;
    expect(item.prompt.text).toMatch(/^Which two letters end (hand|wand)\?$/);
    expect(item.praise).toMatch(/^Yes! (Hand|Wand) ends with nd\.$/);
    expect(item.hint).toMatch(
      /^Say it slowly: (ha|wa)\.\.\. nd\. Listen to the last two sounds\.$/,
    );
  });

  it('says the task and the word aloud', () => {
    const item = round({ blends: ['fr'] })[0] as ChoiceItem;
    const word = pictureWord(item);
    expect(item.prompt.speech).toBe(
      `${word[0]?.toUpperCase()}${word.slice(1)}. Which two letters begin ${word}?`,
    );
    expect(item.choices.find((choice) => choice.id === item.answer)?.speech).toBe('f r');
  });

  it('rejects unknown blends and positions', () => {
    expect(() => kind.parseParams({ blends: ['zz'] })).toThrow(/unknown entry 'zz'/);
    expect(() => kind.parseParams({ blends: ['bl'], position: 'end' })).toThrow(
      /unknown entry 'bl'/,
    );
    expect(() => kind.parseParams({ blends: ['bl'], position: 'middle' })).toThrow(/position/);
  });
});
