import { describe, expect, it } from 'vitest';
import { generateItems } from '@/activities/registry';
import type { ChoiceItem, Item } from '@/domain/types';
import { choiceItem, choose, play, round } from './round.fixture';
import { isReviewItem, MAX_REVIEWS_PER_ROUND, REVIEW_GAP, reviewCopy } from './review';
import { createSession, sessionReducer, summarise } from './session';

describe('missed items come back later in the round', () => {
  it(`brings a missed item back ${REVIEW_GAP} items later, once, with a new id and the same answer`, () => {
    const ready = createSession('t', 5, round, { review: true });
    const started = sessionReducer(ready, { type: 'start', now: 0 });
    const missed = choose(started, 'b');
    expect(missed.items).toHaveLength(9);
    expect(missed.results).toHaveLength(9);
    const copy = missed.items[REVIEW_GAP] as ChoiceItem;
    expect(copy.id).toBe('1~again');
    expect(isReviewItem(copy.id)).toBe(true);
    expect(copy.answer).toBe('a');
    expect(copy.prompt.speech).toBe("Let's try this one again. Question 1");
    // A second wrong try of the same item does not bring it back twice.
    expect(choose(missed, 'c').items).toHaveLength(9);
  });

  it('puts the copy at the end when the missed item is near the end', () => {
    let state = sessionReducer(createSession('t', 5, round, { review: true }), {
      type: 'start',
      now: 0,
    });
    for (let index = 0; index < 7; index += 1) {
      state = sessionReducer(choose(state, 'a'), { type: 'next' });
    }
    state = choose(state, 'b');
    expect(state.items.map((item) => item.id).slice(-2)).toEqual(['8', '8~again']);
  });

  it('counts the first try of the round’s own items only: the copies are practice', () => {
    const finished = play(createSession('t', 5, round, { review: true }), new Set(['2', '5']));
    expect(finished.items.map((item) => item.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '2~again',
      '5',
      '6',
      '7',
      '5~again',
      '8',
    ]);
    expect(summarise(finished)).toMatchObject({ score: 6, maxScore: 8 });
  });

  it(`brings back at most ${MAX_REVIEWS_PER_ROUND} items, and a missed copy does not come back`, () => {
    const everyItem = new Set(round.map((item) => item.id).concat(['1~again']));
    const finished = play(createSession('t', 5, round, { review: true }), everyItem);
    expect(finished.items.filter((item) => isReviewItem(item.id))).toHaveLength(
      MAX_REVIEWS_PER_ROUND,
    );
    expect(summarise(finished)).toMatchObject({ score: 0, maxScore: 8, stars: 1 });
  });

  it('never brings items back in a round without review (an assessment)', () => {
    const finished = play(createSession('t', 5, round), new Set(['1', '2']));
    expect(finished.items).toHaveLength(8);
  });

  it('shuffles the copy’s choices or pictures from the seed, the same way every time', () => {
    const matches = generateItems(
      'match-column',
      { pairs: 'picture-word', items: ['cat', 'dog', 'sun', 'hat', 'bed', 'pig'] },
      3,
      4,
    );
    const choices = Array.from({ length: 40 }, (_, index) => choiceItem(`c${index}`, 'a'));
    const items: Item[] = [...choices, ...matches];
    let moved = 0;
    for (const item of items) {
      const copy = reviewCopy(item, 11);
      expect(reviewCopy(item, 11)).toEqual(copy);
      expect(copy.type).toBe(item.type);
      if (item.type === 'choice' && copy.type === 'choice') {
        expect(copy.answer).toBe(item.answer);
        expect([...copy.choices].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...item.choices].sort((a, b) => a.id.localeCompare(b.id)),
        );
        if (copy.choices.map((c) => c.id).join() !== item.choices.map((c) => c.id).join()) moved++;
      }
      if (item.type === 'match' && copy.type === 'match') {
        expect(copy.answer).toEqual(item.answer);
        expect(copy.left).toEqual(item.left);
      }
    }
    const place = generateItems('put-in-order', { mode: 'numbers', max: 20, cards: 4 }, 5, 6);
    for (const item of place) {
      const copy = reviewCopy(item, 11);
      if (item.type !== 'place' || copy.type !== 'place') throw new Error('not a place item');
      expect(copy.answer).toEqual(item.answer);
      expect(copy.tiles.map((tile) => tile.id)).not.toEqual(item.tiles.map((tile) => tile.id));
      expect([...copy.tiles].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...item.tiles].sort((a, b) => a.id.localeCompare(b.id)),
      );
    }
    // Most copies show their choices in another order.
    const choiceItems = items.filter((item) => item.type === 'choice').length;
    expect(moved / choiceItems).toBeGreaterThan(0.5);
  });
});
