/**
 * The promises every activity kind keeps, as reusable tests: the same seed gives the same items,
 * ids are distinct, the right answer is among distinct choices, a round varies and a replay with
 * another seed differs, and the right answer scores as right with the item's praise.
 */
import { describe, expect, it } from 'vitest';
import { attachChoiceFeedback } from '@/activities/core/choice-feedback';
import type { KindDefinition } from '@/activities/core/kind';
import { scoreItem } from '@/activities/scoring';
import { createRandom } from '@/domain/random';
import type { Answer, Item } from '@/domain/types';

export interface KindCase {
  name: string;
  params: Record<string, unknown>;
  /** Choices per choice item, pairs per match item, tiles per place item, or a build's size. */
  options: number | readonly number[];
  /** Items of a round of 10 that must differ in content; 8 unless the params allow fewer. */
  minDistinct?: number;
}

export function rightAnswer(item: Item): Answer {
  if (item.type === 'choice') return { type: 'choice', choiceId: item.answer };
  if (item.type === 'match') return { type: 'match', pairs: { ...item.answer } };
  if (item.type === 'place') return { type: 'place', placed: { ...item.answer } };
  if (item.type === 'build') return { type: 'build', value: item.answer };
  throw new Error('Trace items have no single right answer');
}

/** A wrong answer: the first wrong choice, the matches rotated by one, or a tile out of place. */
export function wrongAnswer(item: Item): Answer {
  if (item.type === 'choice') {
    const wrong = item.choices.find((choice) => choice.id !== item.answer);
    if (!wrong) throw new Error(`Item ${item.id} has no wrong choice`);
    return { type: 'choice', choiceId: wrong.id };
  }
  if (item.type === 'match') {
    const lefts = Object.keys(item.answer);
    const rights = lefts.map((left) => item.answer[left] as string);
    const pairs = Object.fromEntries(
      lefts.map((left, index) => [left, rights[(index + 1) % rights.length] as string]),
    );
    return { type: 'match', pairs };
  }
  if (item.type === 'place') {
    const [tile, spot] = Object.entries(item.answer)[0] ?? [];
    const elsewhere = item.spots.find((candidate) => candidate.id !== spot);
    if (!tile || !elsewhere) throw new Error(`Item ${item.id} has no wrong place`);
    return { type: 'place', placed: { [tile]: elsewhere.id } };
  }
  if (item.type === 'build') {
    return { type: 'build', value: item.answer === item.start ? item.answer + 1 : item.start };
  }
  throw new Error('Trace items have no single wrong answer');
}

/** The content of an item without its id, to compare items. */
export function contentKey(item: Item): string {
  const { id: _id, ...content } = item;
  return JSON.stringify(content);
}

/** Ten items as a round would have them: each wrong choice carrying the kind's feedback. */
function generate<P>(kind: KindDefinition<P>, params: Record<string, unknown>, seed: number) {
  return kind
    .generate(kind.parseParams(params), createRandom(seed), 10)
    .map((item) => attachChoiceFeedback(item, kind.feedback));
}

/** Scores an answer as a round would: by the item's type, with the kind's feedback attached. */
export function scoreWithKind<P>(kind: KindDefinition<P>, item: Item, answer: Answer) {
  return scoreItem(attachChoiceFeedback(item, kind.feedback), answer);
}

export function describeKindContract<P>(kind: KindDefinition<P>, cases: readonly KindCase[]) {
  describe(`${kind.id}: the kind contract`, () => {
    for (const kindCase of cases) {
      describe(kindCase.name, () => {
        const seeds = [1, 7, 42, 2024, 99991];
        const allowed =
          typeof kindCase.options === 'number' ? [kindCase.options] : kindCase.options;

        it('gives the same items for the same seed', () => {
          expect(generate(kind, kindCase.params, 5)).toEqual(generate(kind, kindCase.params, 5));
        });

        it('gives distinct ids and varied items, and another seed gives another round', () => {
          for (const seed of seeds) {
            const items = generate(kind, kindCase.params, seed);
            expect(items).toHaveLength(10);
            expect(new Set(items.map((item) => item.id)).size).toBe(10);
            expect(new Set(items.map(contentKey)).size).toBeGreaterThanOrEqual(
              kindCase.minDistinct ?? 8,
            );
            const other = generate(kind, kindCase.params, seed + 1);
            expect(other.map(contentKey)).not.toEqual(items.map(contentKey));
          }
        });

        it('puts the right answer among distinct choices', () => {
          for (const seed of seeds) {
            for (const item of generate(kind, kindCase.params, seed)) {
              if (item.type === 'choice') {
                expect(allowed).toContain(item.choices.length);
                expect(item.choices.map((choice) => choice.id)).toContain(item.answer);
                expect(new Set(item.choices.map((choice) => choice.id)).size).toBe(
                  item.choices.length,
                );
                expect(new Set(item.choices.map((choice) => choice.speech)).size).toBe(
                  item.choices.length,
                );
                expect(
                  new Set(item.choices.map((choice) => JSON.stringify(choice.visual))).size,
                ).toBe(item.choices.length);
              } else if (item.type === 'match') {
                expect(allowed).toContain(item.left.length);
                expect(item.right).toHaveLength(item.left.length);
                const rightIds = item.right.map((choice) => choice.id);
                expect(new Set(Object.values(item.answer)).size).toBe(item.left.length);
                for (const left of item.left) expect(rightIds).toContain(item.answer[left.id]);
              } else if (item.type === 'place') {
                expect(allowed).toContain(item.tiles.length);
                const spotIds = item.spots.map((spot) => spot.id);
                expect(new Set(item.tiles.map((tile) => tile.id)).size).toBe(item.tiles.length);
                expect(new Set(item.tiles.map((tile) => tile.speech)).size).toBe(item.tiles.length);
                expect(new Set(spotIds).size).toBe(spotIds.length);
                for (const spot of Object.values(item.answer)) expect(spotIds).toContain(spot);
                for (const spot of spotIds) expect(Object.values(item.answer)).toContain(spot);
                if (item.layout === 'row') {
                  expect(new Set(Object.values(item.answer)).size).toBe(spotIds.length);
                }
              } else if (item.type === 'build') {
                expect(allowed).toContain(item.size);
                expect(item.answer).toBeGreaterThanOrEqual(0);
                expect(item.answer).toBeLessThanOrEqual(item.size);
                expect(item.answer).not.toBe(item.start);
              } else {
                throw new Error('Word kinds make choice, match, place or build items');
              }
              expect(item.prompt.text).not.toBe('');
              expect(item.prompt.speech).not.toBe('');
              expect(item.hint).not.toBe('');
              expect(item.praise).toMatch(/^Yes!/);
            }
          }
        });

        it('scores the right answer as right and a wrong one as wrong', () => {
          for (const item of generate(kind, kindCase.params, 11)) {
            expect(scoreItem(item, rightAnswer(item))).toEqual({
              correct: true,
              message: item.praise,
            });
            const wrong = scoreItem(item, wrongAnswer(item));
            expect(wrong.correct).toBe(false);
            expect(wrong.message).toMatch(/try again!$/i);
          }
        });
      });
    }
  });
}
