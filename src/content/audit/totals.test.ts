/**
 * The content audit: topics per grade, volume and subject; no topic repeated from one grade to
 * another (the same kind with the same settings); every subject-volume with at least 7 topics,
 * at least 2 of them not tap-one-choice; and the answers of the number items recomputed from what the child sees.
 */
import { describe, expect, it } from 'vitest';
import { generateRound } from '@/activities/registry';
import type { ChoiceItem, Item, Visual } from '@/domain/types';
import { ALL_PACKS } from '../packs/all';
import { manySeeds, placedTopics, type PlacedTopic } from './placed-topics';

const PLACED = placedTopics(ALL_PACKS);
const MIN_TOPICS = 7;
/** Topics per subject-volume whose items are built, ordered, sorted, matched or traced. */
const MIN_HANDS_ON = 2;

/** The same value whatever order the keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, inner]) => `${key}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Topics of different grades that have the same kind and the same settings. */
function crossGradeDuplicates(placed: readonly PlacedTopic[]): string[][] {
  const bySettings = new Map<string, PlacedTopic[]>();
  for (const one of placed) {
    const key = `${one.topic.kind} ${canonical(one.topic.params)}`;
    bySettings.set(key, [...(bySettings.get(key) ?? []), one]);
  }
  return [...bySettings.values()]
    .filter((same) => new Set(same.map((one) => one.grade)).size > 1)
    .map((same) => same.map((one) => one.where));
}

function topicsPer(key: (one: PlacedTopic) => string): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const one of PLACED) totals[key(one)] = (totals[key(one)] ?? 0) + 1;
  return totals;
}

function valueOf(visual: Visual): number {
  if (visual.type === 'group') return visual.count;
  if (visual.type === 'text') return Number(visual.text);
  return Number.NaN;
}

/** The right answer worked out from the stem alone, or undefined for items it does not cover. */
function recomputed(item: ChoiceItem): number | undefined {
  const stem = item.stem;
  if (stem?.type === 'equation') {
    const [left, right] = [valueOf(stem.left), valueOf(stem.right)];
    return stem.operator === '+' ? left + right : left - right;
  }
  if (stem?.type === 'story') {
    return stem.operator === '+' ? stem.start + stem.change : stem.start - stem.change;
  }
  if (stem?.type === 'visual' && stem.visual.type === 'group') return stem.visual.count;
  if (stem?.type === 'sequence') {
    const values = stem.cells.map((cell) => (cell === null ? null : valueOf(cell)));
    const gap = values.indexOf(null);
    const known = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
    const [first, second] = known;
    if (!first || !second || known.some(({ value }) => Number.isNaN(value))) return undefined;
    const step = (second.value - first.value) / (second.index - first.index);
    return first.value + (gap - first.index) * step;
  }
  if (stem?.type === 'grid') {
    const gap = stem.cells.indexOf(null);
    const neighbour = gap > 0 ? stem.cells[gap - 1] : stem.cells[gap + 1];
    return typeof neighbour === 'number' ? neighbour + (gap > 0 ? 1 : -1) : undefined;
  }
  return undefined;
}

describe('the content audit', () => {
  it('counts the topics of every grade, volume and subject, with at least 7 in each', () => {
    const perVolume = topicsPer(({ grade, volume, subject }) => `${grade}/${volume}/${subject}`);
    const perGrade = topicsPer(({ grade }) => grade);
    const perSubject = topicsPer(({ subject }) => subject);
    expect(Object.keys(perVolume)).toHaveLength(ALL_PACKS.length * 2);
    expect(Object.values(perGrade).reduce((sum, count) => sum + count, 0)).toBe(PLACED.length);
    expect(Object.values(perSubject).reduce((sum, count) => sum + count, 0)).toBe(PLACED.length);
    console.info('Topics per grade, subject and volume:', perGrade, perSubject, perVolume);
    const thin = Object.entries(perVolume).filter(([, count]) => count < MIN_TOPICS);
    expect(thin).toEqual([]);
  });

  it('gives every subject-volume at least 2 topics played by more than a tap on one choice', () => {
    const handsOn = topicsPer(({ grade, volume, subject, topic }) => {
      const [item] = generateRound(topic, 1);
      return item && item.type !== 'choice' ? `${grade}/${volume}/${subject}` : 'choice only';
    });
    const thin = PLACED.map(({ grade, volume, subject }) => `${grade}/${volume}/${subject}`).filter(
      (where) => (handsOn[where] ?? 0) < MIN_HANDS_ON,
    );
    console.info('Topics that are not tap-one-choice, per volume and subject:', handsOn);
    expect([...new Set(thin)]).toEqual([]);
  });

  it('repeats no topic from one grade in another', () => {
    expect(crossGradeDuplicates(PLACED)).toEqual([]);
  });

  it('finds a repeated topic when there is one', () => {
    const [first] = PLACED;
    if (!first) throw new Error('no topics');
    const copy: PlacedTopic = {
      ...first,
      grade: first.grade === 'k2' ? 'k1' : 'k2',
      where: `copy of ${first.where}`,
      topic: { ...first.topic, params: JSON.parse(JSON.stringify(first.topic.params)) },
    };
    expect(crossGradeDuplicates([first, copy])).toEqual([[first.where, copy.where]]);
  });

  it('recomputes every number answer from what the child sees and finds none wrong', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const { where, topic } of PLACED) {
      for (const seed of manySeeds(10)) {
        for (const item of generateRound(topic, seed) as Item[]) {
          if (item.type !== 'choice') continue;
          const expected = recomputed(item);
          if (expected === undefined) continue;
          checked += 1;
          if (item.answer !== `n${expected}`) wrong.push(`${where} ${item.id}`);
        }
      }
    }
    console.info(`${checked} number items recomputed, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(3000);
  });
});
