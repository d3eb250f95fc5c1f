import { describe, expect, it } from 'vitest';
import { reviewSentences, summariseReview, type ReviewedCard } from './review-summary';

const TITLES: Record<string, string> = {
  'k1/v1/english/short-a': 'Short A',
  'nursery/v1/maths/count-to-5': 'Count to 5',
};
const titleOf = (key: string) => TITLES[key];

function card(topicKey: string, learnt: boolean, ...returns: [string, boolean][]): ReviewedCard {
  return { topicKey, learnt, returns: returns.map(([day, right]) => ({ day, right })) };
}

describe('summariseReview', () => {
  it('counts what came back in the last 7 days, today included, and what was learnt', () => {
    const summary = summariseReview(
      [
        card('k1/v1/english/short-a', false, ['2026-06-01', false], ['2026-06-05', true]),
        card('nursery/v1/maths/count-to-5', true, ['2026-06-06', true], ['2026-06-10', true]),
        // Came back before the period only.
        card('k1/v1/english/short-a', false, ['2026-05-20', false]),
        // Not back yet.
        card('k1/v1/maths/gone-topic', false),
      ],
      '2026-06-10',
      titleOf,
    );
    expect(summary).toEqual({
      cameBack: 3,
      right: 3,
      topics: ['Short A', 'Count to 5'],
      learnt: 1,
      waiting: 3,
    });
  });

  it('says it in plain words, with an empty state', () => {
    expect(
      reviewSentences(
        { cameBack: 3, right: 2, topics: ['Short A', 'Count to 5'], learnt: 1, waiting: 2 },
        'Maya',
      ),
    ).toEqual([
      'In the last 7 days, 3 questions came back for review, from Short A and Count to 5: 2 right on the first try, 1 learnt for good.',
      '2 questions are waiting to come back on a later day.',
    ]);
    expect(
      reviewSentences({ cameBack: 0, right: 0, topics: [], learnt: 0, waiting: 1 }, 'Maya'),
    ).toEqual([
      'Nothing came back for review in the last 7 days. A question Maya misses comes back on later days until it is learnt.',
      '1 question is waiting to come back on a later day.',
    ]);
  });

  it('names a topic it does not know by its id', () => {
    const summary = summariseReview(
      [card('k2/v3/maths/old-topic', false, ['2026-06-10', false])],
      '2026-06-10',
      titleOf,
    );
    expect(summary.topics).toEqual(['old-topic']);
  });
});
