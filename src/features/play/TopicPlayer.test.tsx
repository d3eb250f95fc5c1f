// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import type { KindId, TopicSpec } from '@/domain/types';
import { TopicPlayer } from './TopicPlayer';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({ status: 'signedOut', user: null, session: null, recovering: false }),
}));

const topic: TopicSpec = {
  id: 'juggling',
  subject: 'maths',
  title: 'Juggling',
  picture: 'ball',
  skill: 'juggling',
  description: 'Keeps three balls in the air.',
  instructions: 'Catch the ball.',
  // A pack from a newer server can name a kind this copy of the app does not have.
  kind: 'juggling' as KindId,
  params: {},
  itemsPerRound: 8,
};

const counting: TopicSpec = {
  ...topic,
  id: 'count-ducks',
  kind: 'counting',
  params: { min: 2, max: 4, pictures: ['duck'] },
  itemsPerRound: 3,
};

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  // The page's idle requests are cancelled as it unmounts, before the browser's own come back.
  cleanup();
  vi.unstubAllGlobals();
});

/** The topic's page on a device, as a child opens it. */
function renderPlayer(shown: TopicSpec) {
  render(
    <MemoryRouter>
      <TopicPlayer
        grade="k1"
        volume="v1"
        subject="maths"
        topic={shown}
        resultKind={shown.kind}
        volumeHref="/class/k1/v1"
        next={null}
        map={() => null}
      />
    </MemoryRouter>,
  );
}

describe('TopicPlayer', () => {
  it('says the activity could not be started when its kind cannot be loaded', async () => {
    renderPlayer(topic);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This activity could not be started.');
    expect(alert).toHaveTextContent('Its part of the app could not be loaded.');
    expect(screen.getByRole('button', { name: 'Back to topics' })).toBeInTheDocument();
  });

  it('asks for idle work only once the start button is there to tap', async () => {
    // Work the page leaves for idle moments (the storage code, the round's pictures) must not
    // race the start button on a slow device: each such request is noted with what the child sees.
    const startShownAtAsk: boolean[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      const start = screen.queryByRole('button', { name: 'Tap to start' });
      startShownAtAsk.push(start !== null && !start.hasAttribute('disabled'));
      return setTimeout(task, 0);
    });
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => {
      clearTimeout(handle);
    });
    renderPlayer(counting);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tap to start' })).toBeEnabled(),
    );
    await vi.waitFor(() => expect(startShownAtAsk.length).toBeGreaterThan(0));
    expect(startShownAtAsk.every(Boolean)).toBe(true);
  });
});
