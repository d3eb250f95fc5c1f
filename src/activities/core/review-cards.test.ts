import { describe, expect, it } from 'vitest';
import type { ReviewCardRow } from '@/db';
import type { ChoiceItem, Item } from '@/domain/types';
import { cardsAfterRound, dueCards, MAX_CARDS_PER_ROUND, withCards } from './review-cards';
import { FROM_ANOTHER_DAY_LINE, isReviewItem } from './review';
import { choiceItem, play, round } from './round.fixture';
import { createSession, summarise } from './session';

const TOPIC = 'nursery/v1/maths/count-to-5';
const owner = { childId: 'c-ben', userId: 'parent-1' };
const placeOf = (item: Item) => ({ topicKey: TOPIC, skill: 'counting', item });

function card(itemId: string, change: Partial<ReviewCardRow> = {}): ReviewCardRow {
  return {
    id: `c-ben|${TOPIC}|${itemId}`,
    childId: 'c-ben',
    childKey: 'c-ben',
    userId: 'parent-1',
    topicKey: TOPIC,
    skill: 'counting',
    item: choiceItem(itemId, 'a'),
    box: 1,
    dueDay: '2026-11-26',
    learnt: false,
    missedAt: '2026-11-25T10:00:00.000Z',
    returns: [],
    ...change,
  };
}

function finish(items: Item[], wrongFirst: string[]) {
  return play(createSession(TOPIC, 5, items, { review: true }), new Set(wrongFirst));
}

describe('review cards from a finished round', () => {
  it('makes a card of each item missed on the first try: box 1, due the next day, item kept', () => {
    const finished = finish(round, ['2', '5']);
    const cards = cardsAfterRound(finished, placeOf, [], owner, '2026-11-25', 'now');
    expect(cards.map((made) => made.item)).toEqual([round[1], round[4]]);
    expect(cards[0]).toEqual({
      ...card('2'),
      item: round[1],
      missedAt: 'now',
    });
  });

  it('keeps no card for items right on the first try, nor for the in-round copies', () => {
    const finished = finish(round, []);
    expect(cardsAfterRound(finished, placeOf, [], owner, '2026-11-25', 'now')).toEqual([]);
    const missedCopy = finish(round, ['3', '3~again']);
    expect(
      cardsAfterRound(missedCopy, placeOf, [], owner, '2026-11-25', 'now').map((c) => c.item.id),
    ).toEqual(['3']);
  });

  it('starts a card missed again in box 1 and keeps how it went before', () => {
    const before = card('2', { box: 3, returns: [{ day: '2026-11-20', right: true }] });
    const [again] = cardsAfterRound(
      finish(round, ['2']),
      placeOf,
      [before],
      owner,
      '2026-12-01',
      'now',
    );
    expect(again).toMatchObject({ box: 1, dueDay: '2026-12-02', returns: before.returns });
  });

  it('moves a card that came back by its first try, and never counts it in the score', () => {
    const known = [card('x'), card('y', { box: 3, dueDay: '2026-11-20' })];
    const items = withCards(round, dueCards(known, '2026-11-26'), 7);
    const finished = finish(items, ['y~card']);
    expect(summarise(finished)).toMatchObject({ score: 8, maxScore: 8, stars: 3 });
    const moved = cardsAfterRound(finished, placeOf, known, owner, '2026-11-26', 'now');
    expect(moved).toEqual([
      {
        ...known[1],
        box: 1,
        dueDay: '2026-11-27',
        returns: [{ day: '2026-11-26', right: false }],
      },
      { ...known[0], box: 2, dueDay: '2026-11-29', returns: [{ day: '2026-11-26', right: true }] },
    ]);
  });
});

describe('cards that come back in a later round', () => {
  it(`joins at most ${MAX_CARDS_PER_ROUND} due cards, longest due first; learnt and later ones stay out`, () => {
    const known = [
      card('late', { dueDay: '2026-11-30' }),
      card('learnt', { dueDay: '2026-11-01', learnt: true }),
      card('b', { dueDay: '2026-11-25' }),
      card('a', { dueDay: '2026-11-24' }),
      card('c', { dueDay: '2026-11-26' }),
    ];
    expect(dueCards(known, '2026-11-26').map((due) => due.item.id)).toEqual(['a', 'b']);
    expect(dueCards(known, '2026-11-23')).toEqual([]);
  });

  it('never puts a card first, and says it comes back from another day', () => {
    const items = withCards(round, [card('x'), card('y')], 7);
    expect(items.map((item) => item.id)).toEqual([
      '1',
      'x~card',
      '2',
      '3',
      'y~card',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const copy = items[1] as ChoiceItem;
    expect(isReviewItem(copy.id)).toBe(true);
    expect(copy.prompt.speech).toBe(`${FROM_ANOTHER_DAY_LINE} Question x`);
    expect(copy.answer).toBe('a');
    expect(withCards([round[0] as Item], [card('x')], 7).map((item) => item.id)).toEqual([
      '1',
      'x~card',
    ]);
  });
});
