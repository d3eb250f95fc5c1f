// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateRound } from '@/activities/registry';
import { createSession, sessionReducer } from '@/activities/core/session';
import { findTopic } from '@/content/find';
import { loadPack } from '@/content/load-pack';
import { db, saveSession } from '@/db';
import { HydrationProvider } from '@/lib/hydration';
import { beginDeviceReads } from './device-reads';
import { useSavedSession } from './useSavedSession';

const KEY = 'nursery/v1/maths/count-to-5';
const OTHER_KEY = 'nursery/v1/maths/count-to-10';

async function saveStartedRound(key: string, seed: number) {
  const pack = await loadPack('nursery', 'v1');
  const topic = findTopic(pack, 'maths', key.split('/').at(-1)!);
  if (!topic) throw new Error(`${key} is missing`);
  const started = sessionReducer(createSession(key, seed, generateRound(topic, seed)), {
    type: 'start',
    now: 1,
  });
  await saveSession(key, seed, started);
}

function Probe({ topicKey }: { topicKey: string }) {
  const saved = useSavedSession(topicKey);
  const text =
    saved.status === 'loading' ? 'loading' : saved.saved ? `saved ${saved.saved.seed}` : 'none';
  return <p>{text}</p>;
}

const never = new Promise<never>(() => undefined);
function NeverReady(): never {
  throw never;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useSavedSession', () => {
  it('reads the unfinished round of the topic, or none', async () => {
    await saveStartedRound(KEY, 7);
    const { rerender } = render(<Probe topicKey={KEY} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('saved 7')).toBeInTheDocument();
    rerender(<Probe topicKey={OTHER_KEY} />);
    expect(await screen.findByText('none')).toBeInTheDocument();
  });

  it('starts reading while the page is still rendering, before any effect has run', async () => {
    await db.open();
    const get = vi.spyOn(IDBObjectStore.prototype, 'get');
    // The sibling holds the boundary back, so nothing in it commits and no effect runs.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Probe topicKey={KEY} />
        <NeverReady />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith(KEY));
  });

  it('takes the read begun before hydration in the render that hydrates, and only there', async () => {
    await db.open();
    const get = vi.spyOn(IDBObjectStore.prototype, 'get');
    const reads = () => get.mock.calls.filter(([key]) => key === KEY).length;
    beginDeviceReads(KEY);
    const { unmount } = render(
      <HydrationProvider hydrating>
        <Probe topicKey={KEY} />
      </HydrationProvider>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();
    expect(reads()).toBe(1);
    unmount();
    beginDeviceReads(KEY);
    render(<Probe topicKey={KEY} />);
    expect(await screen.findByText('none')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('uses the early read once: coming back to a topic reads what was saved since', async () => {
    const { rerender } = render(<Probe topicKey={KEY} />);
    expect(await screen.findByText('none')).toBeInTheDocument();
    await act(() => saveStartedRound(KEY, 42));
    rerender(<Probe topicKey={OTHER_KEY} />);
    expect(await screen.findByText('none')).toBeInTheDocument();
    rerender(<Probe topicKey={KEY} />);
    expect(await screen.findByText('saved 42')).toBeInTheDocument();
  });
});
