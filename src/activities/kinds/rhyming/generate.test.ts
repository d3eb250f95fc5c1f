import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { RHYME_FAMILIES, findWordByPicture } from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'at, og and ee', params: { families: ['at', 'og', 'ee'] }, options: 3 },
  { name: 'one family, 4 choices', params: { families: ['an'], choices: 4 }, options: 4 },
  {
    name: 'many families',
    params: { families: ['ake', 'ar', 'ock', 'oon', 'own', 'ouse'] },
    options: 3,
  },
]);

function familyOf(word: string): string | undefined {
  return Object.keys(RHYME_FAMILIES).find((family) => RHYME_FAMILIES[family]?.includes(word));
}

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

describe('rhyming generation', () => {
  it('offers exactly one picture that rhymes with the shown one, and not the shown one itself', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const item of round({ families: ['at', 'an', 'ap', 'ag'], choices: 4 }, seed)) {
        const shown =
          item.stem?.type === 'visual' && item.stem.visual.type === 'picture'
            ? findWordByPicture(item.stem.visual.picture)?.word
            : undefined;
        expect(shown).toBeDefined();
        const family = familyOf(shown ?? '');
        const rhyming = item.choices.filter((choice) => familyOf(choice.speech) === family);
        expect(rhyming.map((choice) => choice.id)).toEqual([item.answer]);
        expect(item.choices.map((choice) => choice.speech)).not.toContain(shown);
      }
    }
  });

  it('names both words in praise and splits the rhyme in the hint', () => {
    const item = round({ families: ['at'] })[0] as ChoiceItem;
    const [, shown, answer] = item.id.split('-');
    expect(item.prompt.text).toBe(`Which picture rhymes with ${shown}?`);
    expect(item.hint).toBe(
      `Listen to the end: ${shown?.slice(0, -2)}-at. Which one ends with at too?`,
    );
    expect(item.praise).toBe(
      `Yes! ${shown?.[0]?.toUpperCase()}${shown?.slice(1)} and ${answer} rhyme: they both end with at.`,
    );
  });

  it('rejects unknown families', () => {
    expect(() => kind.parseParams({ families: ['un'] })).toThrow(/unknown entry 'un'/);
  });
});
