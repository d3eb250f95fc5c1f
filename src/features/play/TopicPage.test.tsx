// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateRound } from '@/activities/registry';
import { createSession, sessionReducer } from '@/activities/core/session';
import { findTopic } from '@/content/find';
import { loadPack } from '@/content/load-pack';
import { db, loadSession, saveSession } from '@/db';
import TopicPage from './TopicPage';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, session: null, recovering: false }),
}));

/** The first load of a kind's module, transformed on first use, can take a while under load. */
const KIND_LOADED = { timeout: 10_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/class/:grade/:volume/:sub/:topic', element: <TopicPage /> },
      { path: '*', element: <p>{'elsewhere'}</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('TopicPage', () => {
  it('says Loading content... while the pack loads, then offers the activity', async () => {
    renderAt('/class/K1/v1/maths/count-to-10');
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Count to 10' })).toBeVisible();
    expect(screen.getByText(/Counts groups of 5 to 10 things/)).toBeVisible();
    // Enabled once this device's unfinished round, if any, has been read.
    // Once the topic's kind has loaded too (a chunk of its own).
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Tap to start/ })).toBeEnabled(),
      KIND_LOADED,
    );
  });

  it('shows a pack that has already loaded at once, with the start button waiting', async () => {
    await loadPack('k1', 'v1');
    renderAt('/class/k1/v1/maths/count-to-10');
    expect(screen.getByRole('heading', { name: 'Count to 10' })).toBeVisible();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tap to start/ })).toBeDisabled();
    // Once the topic's kind has loaded too (a chunk of its own).
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Tap to start/ })).toBeEnabled(),
      KIND_LOADED,
    );
  });

  it.each([
    ['an empty topic', '/class/k1/v1/english/%20'],
    ['an empty subject', '/class/k1/v1/%20/count-to-10'],
    ['a malformed topic', '/class/k1/v1/english/count%20to%2010!'],
  ])('shows the invalid-parameters message for %s', async (_, path) => {
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid URL parameters. Please check the URL.',
    );
  });

  it('shows the placeholder for an unknown activity, with a way back to the volume', async () => {
    renderAt('/class/Nursery/v1/english/flying-lessons');
    expect(
      await screen.findByRole('heading', { name: 'This activity is not here yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the volume' })).toHaveAttribute(
      'href',
      '/class/Nursery/v1',
    );
  });

  it('shows the placeholder for a subject Sprouts does not teach', async () => {
    renderAt('/class/k2/v1/science/plants');
    expect(
      await screen.findByRole('heading', { name: 'This activity is not here yet' }),
    ).toBeVisible();
  });

  it('plays the end-of-volume assessment at .../assessment', async () => {
    renderAt('/class/k2/v1/english/assessment');
    // The assessment player is a chunk of its own, with every kind's generator.
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Tap to start/ })).toBeEnabled(),
      KIND_LOADED,
    );
    expect(screen.getByRole('heading', { name: 'English Assessment' })).toBeVisible();
  });

  it('locks volumes 2 to 4 for a visitor, with the way to subscribe', async () => {
    renderAt('/class/k1/v3/maths/anything');
    const unlock = await screen.findByRole('link', { name: 'Unlock all four volumes' });
    expect(unlock).toHaveAttribute('href', '/subscribe');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Maths, Volume 3: Short o, u and e and Numbers to 100',
      }),
    ).toBeVisible();
  });

  it('resumes an unfinished round saved on the device', async () => {
    const pack = await loadPack('nursery', 'v1');
    const topic = findTopic(pack, 'maths', 'count-to-5');
    if (!topic) throw new Error('count-to-5 is missing');
    const key = 'nursery/v1/maths/count-to-5';
    const started = sessionReducer(createSession(key, 99, generateRound(topic, 99)), {
      type: 'start',
      now: 1,
    });
    await saveSession(key, 99, started);

    renderAt('/class/nursery/v1/maths/count-to-5');
    expect(
      await screen.findByRole('button', { name: /Tap to carry on/ }, KIND_LOADED),
    ).toBeVisible();
    expect((await loadSession(key))?.seed).toBe(99);
  });
});
