// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gardenOf } from '@/content/garden';
import { loadPack } from '@/content/load-pack';
import { db, recordResult } from '@/db';
import { finishedRound } from '@/db/finished-round.fixture';
import type { ContentPack } from '@/domain/types';
import { FAMILY_ON_DEVICE, writeStored } from '@/storage';
import { choosePlayingChild } from '@/sync';
import { useTopicBests } from '../useTopicBests';
import { Garden } from './Garden';

const PARENT = 'parent-1';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({ status: 'signedIn', user: { id: PARENT }, session: null, recovering: false }),
}));
// No server here: the family is the one kept on the device.
vi.mock('@/backend/client', () => {
  throw new Error('No server in this test');
});

/** The garden of Nursery volume 1 as the volume page grows it. */
function VolumeGarden({ pack }: { pack: ContentPack }) {
  const bests = useTopicBests('nursery', 'v1');
  const stars = new Map([...bests].map(([id, best]) => [id, best.stars]));
  return <Garden plants={gardenOf(pack, stars)} />;
}

function plants(): string[] {
  return [...document.querySelectorAll('[data-plant]')].map(
    (plot) => plot.getAttribute('data-plant') ?? '',
  );
}

beforeEach(async () => {
  localStorage.clear();
  await db.delete({ disableAutoOpen: false });
});

describe('each child’s garden', () => {
  it('grows from the playing child’s own rounds, not the family’s', async () => {
    const pack = await loadPack('nursery', 'v1');
    const [first, second] = pack.subjects.maths.topics;
    if (!first || !second) throw new Error('Nursery volume 1 has two maths topics');
    const plotOf = (topicId: string) =>
      gardenOf(pack, new Map()).findIndex((plant) => plant.topicId === topicId);
    writeStored(FAMILY_ON_DEVICE.key(PARENT), {
      children: [
        { id: 'c-ada', name: 'Ada', grade: 'Nursery', avatar: 'owl' },
        { id: 'c-ben', name: 'Ben', grade: 'Nursery', avatar: 'fox' },
      ],
      playing: 'c-ada',
    });
    // Ada's rounds: one kept before the family had children (hers, the first child's).
    await recordResult({ ...finishedRound(PARENT, null), topic: first.id, stars: 3 });
    await recordResult({ ...finishedRound(PARENT, 'c-ben'), topic: second.id, stars: 1 });
    // Another account's round on the same device counts for nobody here.
    await recordResult({ ...finishedRound('parent-2', 'c-ada'), topic: second.id, stars: 3 });

    render(<VolumeGarden pack={pack} />);
    await waitFor(() => expect(plants()[plotOf(first.id)]).toBe('bloom'));
    const adas = plants();
    expect(adas.filter((stage) => stage !== 'bare')).toEqual(['bloom']);

    act(() => choosePlayingChild(PARENT, 'c-ben'));
    await waitFor(() => expect(plants()[plotOf(second.id)]).toBe('seedling'));
    const bens = plants();
    expect(bens.filter((stage) => stage !== 'bare')).toEqual(['seedling']);
    expect(bens).not.toEqual(adas);
    expect(screen.getByRole('button', { name: /My garden/ })).toBeInTheDocument();
  });
});
