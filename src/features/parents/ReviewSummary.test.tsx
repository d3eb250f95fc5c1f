// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewDayOf } from '@/activities/core/review-schedule';
import { pack } from '@/content/packs/nursery/v1';
import { db, saveReviewCards } from '@/db';
import { reviewCard } from '@/db/review-card.fixture';
import { ReviewSummary } from './ReviewSummary';

const TODAY = reviewDayOf(new Date());
const lookup = () => pack;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('ReviewSummary', () => {
  it('says what came back for the child shown, from which topics, and how it went', async () => {
    await saveReviewCards([
      { ...reviewCard(null, 'kid-1'), returns: [{ day: TODAY, right: true }] },
      { ...reviewCard(null, 'kid-1', 'count-4'), returns: [{ day: TODAY, right: false }] },
      // Another child's card is not told.
      { ...reviewCard(null, 'kid-2'), returns: [{ day: TODAY, right: true }] },
    ]);
    render(<ReviewSummary userId="parent-1" chosenId="kid-1" childName="Maya" lookup={lookup} />);
    const region = screen.getByRole('region', { name: 'Review' });
    expect(
      await within(region).findByText(
        'In the last 7 days, 2 questions came back for review, from Count to 5: 1 right on the first try, 0 learnt for good.',
      ),
    ).toBeVisible();
    expect(
      within(region).getByText('2 questions are waiting to come back on a later day.'),
    ).toBeVisible();
  });

  it('reads the cards of the only child of a family, and says when nothing came back', async () => {
    await saveReviewCards([reviewCard(null, null)]);
    render(
      <ReviewSummary userId="parent-1" chosenId={undefined} childName="Maya" lookup={lookup} />,
    );
    expect(
      await screen.findByText(
        'Nothing came back for review in the last 7 days. A question Maya misses comes back on later days until it is learnt.',
      ),
    ).toBeVisible();
    expect(screen.getByText('1 question is waiting to come back on a later day.')).toBeVisible();
  });
});
