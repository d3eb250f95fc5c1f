import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { CATEGORIES } from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  {
    name: 'four everyday categories',
    params: { categories: ['animals', 'fruit', 'vehicles', 'clothes'] },
    options: 4,
  },
  { name: 'one category, three pictures', params: { categories: ['sky'], choices: 3 }, options: 3 },
  {
    name: 'food and home',
    params: { categories: ['vegetables', 'treats', 'kitchen', 'house'] },
    options: 4,
  },
]);

function categoryOf(word: string): string | undefined {
  return Object.keys(CATEGORIES).find((id) => CATEGORIES[id]?.words.includes(word));
}

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

describe('odd-one-out generation', () => {
  it('puts pictures of one category beside one of an unrelated category', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ categories: ['animals', 'fruit', 'sky', 'toys'] }, seed)) {
        const firstBelonging = item.choices.find((choice) => choice.id !== item.answer);
        const main = categoryOf(firstBelonging?.speech ?? '');
        const mainCategory = CATEGORIES[main ?? ''];
        for (const choice of item.choices) {
          const category = categoryOf(choice.speech);
          if (choice.id === item.answer) {
            expect(category).not.toBe(main);
            expect(CATEGORIES[category ?? '']?.group).not.toBe(mainCategory?.group);
            expect(mainCategory).toBeDefined();
            expect(mainCategory?.alsoFits ?? []).not.toContain(choice.speech);
          } else {
            expect(category).toBe(main);
          }
        }
      }
    }
  });

  it('takes the odd one from the other listed categories when it can', () => {
    for (const item of round({ categories: ['animals', 'vehicles'] })) {
      const odd = item.choices.find((choice) => choice.id === item.answer)?.speech ?? '';
      expect(['animals', 'vehicles']).toContain(categoryOf(odd));
    }
  });

  it('asks aloud, naming the pictures, and says why in praise and hint', () => {
    const item = round({ categories: ['animals', 'fruit'] })[0] as ChoiceItem;
    const names = item.choices.map((choice) => choice.speech);
    expect(item.prompt.text).toBe('Which one does not belong?');
    expect(item.prompt.speech).toBe(
      `Which one does not belong? ${names.slice(0, 3).join(', ')} or ${names[3]}?`,
    );
    const belonging = item.choices.find((choice) => choice.id !== item.answer)?.speech ?? '';
    const main = CATEGORIES[categoryOf(belonging) ?? ''];
    expect(item.hint).toBe(`Three of them are ${main?.members}. Which one is not?`);
    expect(item.praise).toMatch(new RegExp(`not belong: the others are all ${main?.members}\\.$`));
  });

  it('rejects unknown categories and choice counts', () => {
    expect(() => kind.parseParams({ categories: ['dinosaurs'] })).toThrow(/unknown entry/);
    expect(() => kind.parseParams({ categories: ['animals'], choices: 2 })).toThrow(/choices/);
  });
});
