import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishedRound } from './finished-round.fixture';
import { CHILD_OUTBOX_KIND, removeChildFromDevice } from './child-data-repo';
import { db } from './db';
import { outboxStore } from './outbox-repo';
import { listResults, recordResult } from './progress-repo';
import { listReviewCards, saveReviewCards } from './review-card-repo';
import { reviewCard } from './review-card.fixture';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('removeChildFromDevice', () => {
  it('removes the child’s results, review cards, their outbox rows and the child’s own, and nothing else', async () => {
    const store = outboxStore();
    await store.add(CHILD_OUTBOX_KIND, { id: 'c-ben' }, 0, { key: 'c-ben', owner: 'parent-1' });
    await store.add(CHILD_OUTBOX_KIND, { id: 'c-ada' }, 0, { key: 'c-ada', owner: 'parent-1' });
    await recordResult(finishedRound('parent-1', 'c-ben'));
    await recordResult(finishedRound('parent-1', 'c-ben'));
    const kept = await recordResult(finishedRound('parent-1', 'c-ada'));
    const first = await recordResult(finishedRound('parent-1'));
    await saveReviewCards([reviewCard('parent-1', 'c-ben'), reviewCard('parent-1', 'c-ada')]);
    await saveReviewCards([reviewCard('parent-1', null)]);

    expect(await removeChildFromDevice('c-ben')).toBe(2);

    expect(await listReviewCards('c-ben')).toEqual([]);
    expect(await listReviewCards('c-ada')).toHaveLength(1);
    expect(await listReviewCards(null)).toHaveLength(1);

    expect((await listResults()).map((row) => row.id).sort()).toEqual([kept.id, first.id].sort());
    expect((await db.outbox.toArray()).map((row) => row.key).sort()).toEqual(
      ['c-ada', first.id, kept.id].sort(),
    );
  });
});
