// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type SessionState } from '@/activities/core/session';
import type { ChoiceItem, Item } from '@/domain/types';
import { buildAssessmentRound } from '@/content/assessment-round';
import { loadPack } from '@/content/load-pack';
import { db, listResults, saveSession } from '@/db';
import TopicPage from './TopicPage';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, session: null, recovering: false }),
}));

const KEY = 'nursery/v1/english/english-assessment';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/class/:grade/:volume/:sub/:topic', element: <TopicPage /> },
      { path: '*', element: <p>{'elsewhere'}</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const topicOf = (item: Item) => item.id.split(':')[0];

/**
 * A saved assessment with every item but the last answered: every first-sounds item and one
 * odd-one-out item were wrong on the first try. The last item is a letter-case choice.
 */
async function almostFinishedRound(): Promise<ChoiceItem> {
  const pack = await loadPack('nursery', 'v1');
  const round = buildAssessmentRound(pack, 'english', 31);
  const last = round.find(
    (item): item is ChoiceItem =>
      topicOf(item) === 'big-and-small-letters' && item.type === 'choice',
  );
  if (!last) throw new Error('The round has no letter-case choice');
  const items = [...round.filter((item) => item !== last), last];
  let oddOneOutMissed = false;
  const session = createSession(KEY, 31, items);
  const state: SessionState = {
    ...session,
    phase: 'playing',
    index: items.length - 1,
    startedAt: 1_000,
    results: session.results.map((result, index) => {
      if (index === items.length - 1) return result;
      const topic = topicOf(items[index] as Item);
      let right = topic !== 'first-sounds-a-to-h';
      if (topic === 'which-does-not-belong' && !oddOneOutMissed) {
        oddOneOutMissed = true;
        right = false;
      }
      return {
        ...result,
        attempts: right ? 1 : 2,
        correctFirstTry: right,
        solved: true,
      };
    }),
  };
  await saveSession(KEY, 31, state);
  return last;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('the end-of-volume assessment', () => {
  it('ends on the report card and stores the per-skill results', async () => {
    const user = userEvent.setup();
    const last = await almostFinishedRound();
    renderAt('/class/Nursery/v1/english/assessment');
    await user.click(
      await screen.findByRole('button', { name: 'Tap to carry on' }, { timeout: 5000 }),
    );
    const right = last.choices.find((choice) => choice.id === last.answer);
    const choices = within(screen.getByRole('group', { name: 'Choices' }));
    await user.click(choices.getByRole('button', { name: right?.speech ?? '?' }));
    await user.click(screen.getByRole('button', { name: 'See my stars' }));

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'English Assessment report card',
    });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Well done!' })).toBeNull();
    expect(screen.getByRole('img', { name: 'You earned 2 of 3 stars' })).toBeVisible();
    expect(screen.getByText('3 of 5 skills secure.')).toBeVisible();

    const next = screen.getByRole('region', { name: 'What to practise next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/class/nursery/v1/english/first-sounds-a-to-h',
      '/class/nursery/v1/english/first-letters-a-to-h',
      '/class/nursery/v1/english/which-does-not-belong',
    ]);
    // The next step: Maths begins once the English check is done, and the map is one tap away.
    expect(screen.getByRole('button', { name: 'Next: Colours All Around' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the map' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeVisible();

    await vi.waitFor(async () => expect(await listResults({ topicKey: KEY })).toHaveLength(1));
    const [row] = await listResults({ topicKey: KEY });
    expect(row).toMatchObject({ kind: 'assessment', score: 11, maxScore: 15, stars: 2 });
    expect(row?.skills).toEqual([
      { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 2, maxScore: 2 },
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
      { skill: 'word-picture-matching', topic: 'letters-and-pictures', score: 3, maxScore: 3 },
      { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 1, maxScore: 1 },
      { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 3, maxScore: 3 },
    ]);
  });

  it('keeps no per-skill results for a topic round', async () => {
    const user = userEvent.setup();
    const pack = await loadPack('nursery', 'v1');
    const topic = pack.subjects.maths.topics.find((entry) => entry.id === 'count-to-5');
    if (!topic) throw new Error('count-to-5 is missing');
    renderAt('/class/nursery/v1/maths/count-to-5');
    // The button waits until this device's unfinished round, if any, has been read.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tap to start' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    const key = 'nursery/v1/maths/count-to-5';
    for (let index = 0; index < topic.itemsPerRound; index += 1) {
      const saved = await vi.waitFor(async () => {
        const row = await db.sessions.get(key);
        const state = row?.state as SessionState | undefined;
        if (state?.index !== index) throw new Error('not yet');
        return state;
      });
      const item = saved.items[index] as ChoiceItem;
      const right = item.choices.find((choice) => choice.id === item.answer);
      await user.click(
        within(screen.getByRole('group', { name: 'Choices' })).getByRole('button', {
          name: right?.speech ?? '?',
        }),
      );
      await user.click(screen.getByRole('button', { name: /^(Next|See my stars)$/ }));
    }
    expect(await screen.findByRole('heading', { name: 'Well done!' })).toBeVisible();
    await vi.waitFor(async () => expect(await listResults({ topicKey: key })).toHaveLength(1));
    const [row] = await listResults({ topicKey: key });
    expect(row?.skills).toBeUndefined();
  });
});
