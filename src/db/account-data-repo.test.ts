import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishedRound } from './finished-round.fixture';
import { removeAccountFromDevice } from './account-data-repo';
import { db } from './db';
import { outboxStore } from './outbox-repo';
import { listResults, recordResult } from './progress-repo';
import type { WorksheetRow } from './records';
import { listReviewCards, saveReviewCards } from './review-card-repo';
import { reviewCard } from './review-card.fixture';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('removeAccountFromDevice', () => {
  it('removes the account’s results, review cards, its outbox rows and the saved worksheets, and nothing of others', async () => {
    await outboxStore().add('child', { id: 'c-ben' }, 0, { key: 'c-ben', owner: 'gone' });
    await outboxStore().add('contact', { text: 'hi' }, 0, { key: 'm-1', owner: null });
    await recordResult(finishedRound('gone'));
    await recordResult(finishedRound('gone'));
    const other = await recordResult(finishedRound('other'));
    const visitor = await recordResult(finishedRound(null));
    await db.worksheets.put({
      id: 'a4/count-to-5.pdf',
      created: '2026-06-01T10:00:00Z',
      size: 4,
      title: 'Count to 5',
      pdf: new Blob(['%PDF']),
      fileName: 'count-to-5.pdf',
      kind: 'topic',
      grade: 'nursery',
      volume: 'v1',
      subject: 'maths',
    } as WorksheetRow);
    expect(await db.worksheets.count()).toBe(1);

    await saveReviewCards([reviewCard('gone', 'c-ben'), reviewCard('other', 'c-ada')]);
    await saveReviewCards([reviewCard(null, null)]);

    expect(await removeAccountFromDevice('gone')).toBe(2);

    expect(await listReviewCards('c-ben')).toEqual([]);
    expect(await listReviewCards('c-ada')).toHaveLength(1);
    expect(await listReviewCards(null)).toHaveLength(1);

    expect((await listResults()).map((row) => row.id).sort()).toEqual(
      [other.id, visitor.id].sort(),
    );
    expect((await db.outbox.toArray()).map((row) => row.owner).sort()).toEqual(
      [null, 'other', null].sort(),
    );
    expect(await db.worksheets.count()).toBe(0);
  });
});
