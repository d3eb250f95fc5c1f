// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, recordResult, type FinishedResult } from '@/db';
import type { SkillScore } from '@/domain/progress';
import VolumeOverviewPage from './VolumeOverviewPage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/class/:grade/:volume', element: <VolumeOverviewPage /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const ENGLISH: SkillScore[] = [
  { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 2, maxScore: 2 },
  { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
  { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
  { skill: 'word-picture-matching', topic: 'letters-and-pictures', score: 3, maxScore: 3 },
  { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 1, maxScore: 1 },
  { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 3, maxScore: 3 },
];

function assessment(finishedAt: string, skills?: SkillScore[]): FinishedResult {
  return {
    userId: null,
    grade: 'nursery',
    volume: 'v1',
    subject: 'english',
    topic: 'english-assessment',
    kind: 'assessment',
    score: 11,
    maxScore: 15,
    stars: 2,
    durationMs: 60_000,
    finishedAt: new Date(finishedAt),
    ...(skills ? { skills } : {}),
  };
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('the last check on the volume page', () => {
  it('shows the latest assessment with skills, opening onto its report card', async () => {
    const user = userEvent.setup();
    const allRight = ENGLISH.map((entry) => ({ ...entry, score: entry.maxScore }));
    await recordResult(assessment('2026-05-01T09:00:00Z', allRight));
    await recordResult(assessment('2026-05-03T09:00:00Z', ENGLISH));
    // A later row from before skills were stored is passed over.
    await recordResult(assessment('2026-05-04T09:00:00Z'));
    await recordResult({
      ...assessment('2026-05-05T09:00:00Z'),
      topic: 'count-to-5',
      kind: 'counting',
      subject: 'maths',
    });

    renderAt('/class/nursery/v1');
    const english = await screen.findByRole('region', { name: 'English' });
    const toggle = await within(english).findByText(
      'Last check: 3 of 5 skills secure — see report',
    );
    const details = toggle.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(toggle);
    expect(details).toHaveAttribute('open');
    const card = within(english).getByRole('region', { name: 'English Assessment report card' });
    expect(within(card).getByRole('heading', { level: 4 })).toBeVisible();
    expect(within(card).getByRole('img', { name: '2 of 3 stars' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'First Sounds A to H' })).toHaveAttribute(
      'href',
      '/class/nursery/v1/english/first-sounds-a-to-h',
    );
    // Maths has no assessment yet, so no last check.
    const maths = screen.getByRole('region', { name: 'Maths' });
    expect(within(maths).queryByText(/Last check/)).toBeNull();
  });

  it('shows nothing before any assessment', async () => {
    renderAt('/class/nursery/v1');
    expect(await screen.findByRole('region', { name: 'English' })).toBeVisible();
    expect(screen.queryByText(/Last check/)).toBeNull();
  });
});
