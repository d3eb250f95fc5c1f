import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { listReviewCards, saveReviewCards } from './review-card-repo';
import { reviewCard } from './review-card.fixture';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('review cards on the device', () => {
  it('keeps each child’s cards apart, the first child’s under null', async () => {
    await saveReviewCards([
      reviewCard('parent-1', 'c-ben'),
      reviewCard('parent-1', null),
      reviewCard('parent-1', 'c-ada', 'count-4', 'nursery/v1/maths/count-to-10'),
    ]);
    expect((await listReviewCards('c-ben')).map((card) => card.childId)).toEqual(['c-ben']);
    expect((await listReviewCards(null)).map((card) => card.childId)).toEqual([null]);
    expect(await listReviewCards('c-ada', ['nursery/v1/maths/count-to-5'])).toEqual([]);
    expect(await listReviewCards('c-ada', ['nursery/v1/maths/count-to-10'])).toHaveLength(1);
  });

  it('replaces a card by its child, topic and item, and gives the item back exactly', async () => {
    const card = reviewCard(null, 'c-ben');
    await saveReviewCards([card]);
    await saveReviewCards([{ ...card, box: 2, dueDay: '2026-11-29' }]);
    const [kept] = await listReviewCards('c-ben');
    expect(kept?.id).toBe(`c-ben|${card.topicKey}|${card.item.id}`);
    expect(kept).toEqual({ ...card, box: 2, dueDay: '2026-11-29' });
  });
});
