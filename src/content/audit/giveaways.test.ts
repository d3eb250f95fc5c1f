/**
 * No item of any kind can be answered without the skill: over every topic and many seeds, a child
 * who always taps the same place, the longest or shortest printed choice, the choice whose last
 * digit or letter stands apart or is the usual one, or the middle number is right no more often
 * than by chance plus a margin.
 */
import { describe, expect, it } from 'vitest';
import { KIND_IDS, generateRound } from '@/activities/registry';
import type { Choice, ChoiceItem, Item } from '@/domain/types';
import { ALL_PACKS } from '../packs/all';
import { manySeeds, placedTopics } from './placed-topics';

const SEEDS = manySeeds(40);
/** How much better than chance a guessing rule may do before it counts as a giveaway. */
const MARGIN = 0.2;

/** A guessing rule: how much of a right answer it earns on one item (1/k when k choices tie). */
type Rule = (item: ChoiceItem) => number;

/** What a child reads on a choice; pictures and shapes show no letters or digits to go by. */
const label = (choice: Choice) => (choice.visual.type === 'text' ? choice.visual.text : '');

/** The credit for picking at random among the choices `picked` returns. */
function credit(item: ChoiceItem, picked: readonly Choice[]): number {
  if (picked.length === 0) return 0;
  return picked.some((choice) => choice.id === item.answer) ? 1 / picked.length : 0;
}

function extreme(item: ChoiceItem, measure: (choice: Choice) => number, sign: 1 | -1): number {
  const best = Math.max(...item.choices.map((choice) => sign * measure(choice)));
  return credit(
    item,
    item.choices.filter((choice) => sign * measure(choice) === best),
  );
}

/** The choices whose last character no other choice shares ('40' among '39', '41', '49'). */
function lastCharacterApart(item: ChoiceItem): number {
  const last = (choice: Choice) => label(choice).slice(-1);
  const apart = item.choices.filter(
    (choice) => item.choices.filter((other) => last(other) === last(choice)).length === 1,
  );
  return apart.length === item.choices.length ? 1 / item.choices.length : credit(item, apart);
}

/** Always picking a choice that ends in `end`: '40' among '39', '40', '41' when counting in tens. */
function endsIn(end: string): Rule {
  return (item) => {
    const picked = item.choices.filter((choice) => label(choice).endsWith(end));
    return picked.length === 0 ? 1 / item.choices.length : credit(item, picked);
  };
}

/** A rule for each last character the answers of `items` end in. */
function lastCharacterRules(items: readonly ChoiceItem[]): Record<string, Rule> {
  const ends = new Set(
    items.map((item) => {
      const answer = item.choices.find((choice) => choice.id === item.answer);
      return answer ? label(answer).slice(-1) : '';
    }),
  );
  return Object.fromEntries(
    [...ends].filter(Boolean).map((end) => [`a choice ending in '${end}'`, endsIn(end)]),
  );
}

function middleNumber(item: ChoiceItem): number {
  const values = item.choices.map((choice) => Number(label(choice)));
  if (values.some((value) => !Number.isFinite(value)) || values.length % 2 === 0) {
    return 1 / item.choices.length;
  }
  const middle = [...values].sort((a, b) => a - b)[(values.length - 1) / 2];
  return credit(
    item,
    item.choices.filter((choice) => Number(label(choice)) === middle),
  );
}

const RULES: Readonly<Record<string, Rule>> = {
  'the first place': (item) => credit(item, item.choices.slice(0, 1)),
  'the second place': (item) => credit(item, item.choices.slice(1, 2)),
  'the last place': (item) => credit(item, item.choices.slice(-1)),
  'the longest choice': (item) => extreme(item, (choice) => label(choice).length, 1),
  'the shortest choice': (item) => extreme(item, (choice) => label(choice).length, -1),
  'the last digit or letter apart': lastCharacterApart,
  'the middle number': middleNumber,
};

/** The choice items of each topic of `kind`, over every seed. */
function topicsOf(kind: string): { where: string; items: ChoiceItem[] }[] {
  return placedTopics(ALL_PACKS)
    .filter(({ topic }) => topic.kind === kind)
    .map(({ where, topic }) => ({
      where,
      items: SEEDS.flatMap((seed) => generateRound(topic, seed)).filter(
        (item: Item): item is ChoiceItem => item.type === 'choice' && item.choices.length > 1,
      ),
    }))
    .filter(({ items }) => items.length > 0);
}

/** The guessing rules that beat a random tap by more than the margin on `items`. */
function giveaways(items: readonly ChoiceItem[]): string[] {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const chance = mean(items.map((item) => 1 / item.choices.length));
  return Object.entries({ ...RULES, ...lastCharacterRules(items) })
    .map(([name, rule]) => [name, mean(items.map(rule))] as const)
    .filter(([, share]) => share > chance + MARGIN)
    .map(
      ([name, share]) =>
        `${name}: ${Math.round(share * 100)}% right, chance ${Math.round(chance * 100)}%`,
    );
}

describe('the giveaway check', () => {
  const number = (value: number): Choice => ({
    id: `n${value}`,
    visual: { type: 'text', text: String(value) },
    speech: String(value),
  });
  const item = (values: number[], answer: number): ChoiceItem => ({
    id: 'x',
    type: 'choice',
    prompt: { text: '', speech: '' },
    choices: values.map(number),
    answer: `n${answer}`,
    hint: '',
    praise: '',
  });

  it('catches a last digit, a middle number and a place that give the answer away', () => {
    expect(endsIn('0')(item([41, 40, 39], 40))).toBe(1);
    expect(endsIn('0')(item([30, 40, 50], 40))).toBeCloseTo(1 / 3);
    expect(lastCharacterApart(item([40, 41, 51], 40))).toBe(1);
    expect(middleNumber(item([41, 40, 39], 40))).toBe(1);
    expect(RULES['the first place']?.(item([7, 8, 9], 7))).toBe(1);
  });
});

describe.each(KIND_IDS.map((kind) => [kind, topicsOf(kind)] as const))('%s', (kind, topics) => {
  it.skipIf(topics.length === 0)('gives no answer away by place, length or last digit', () => {
    const found = topics.flatMap(({ where, items }) =>
      giveaways(items).map((giveaway) => `${where}: ${giveaway}`),
    );
    expect(found, kind).toEqual([]);
  });
});
