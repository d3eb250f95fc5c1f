// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('TopicPlayer', () => {
  it('says the activity could not be started when its kind cannot be loaded', async () => {
    render(
      <MemoryRouter>
        <TopicPlayer
          grade="k1"
          volume="v1"
          subject="maths"
          topic={topic}
          resultKind={topic.kind}
          volumeHref="/class/k1/v1"
          next={null}
          map={() => null}
        />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This activity could not be started.');
    expect(alert).toHaveTextContent('Its part of the app could not be loaded.');
    expect(screen.getByRole('button', { name: 'Back to topics' })).toBeInTheDocument();
  });
});
