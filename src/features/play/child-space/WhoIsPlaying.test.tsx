// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type SessionState } from '@/activities/core/session';
import { generateRound } from '@/activities/registry';
import { findTopic } from '@/content/find';
import { loadPack } from '@/content/load-pack';
import type { ChoiceItem } from '@/domain/types';
import { db, listResults, PROGRESS_KIND, saveSession, type ProgressPayload } from '@/db';
import { FAMILY_ON_DEVICE, readStored, writeStored, type FamilyOnDevice } from '@/storage';
import { recordSpeech, type SpeechRecorder } from '@/test/speech';
import TopicPage from '../TopicPage';

const PARENT = 'parent-1';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { id: 'parent-1', email: 'parent@example.com' },
    session: null,
    recovering: false,
  }),
}));
// No server here: the family is read from the device, as it is offline.
vi.mock('@/backend/client', () => {
  throw new Error('No server in this test');
});

const ADA = { id: 'c-ada', name: 'Ada', grade: 'Nursery' as const, avatar: 'owl' as const };
const BEN = { id: 'c-ben', name: 'Ben', grade: 'Nursery' as const, avatar: 'fox' as const };
const KEY = 'nursery/v1/maths/count-to-5';
/** The first load of the topic's kind (a chunk of its own) can take a while under load. */
const KIND_LOADED = { timeout: 10_000 };

let speech: SpeechRecorder;
beforeEach(async () => {
  document.body.innerHTML = '';
  localStorage.clear();
  await db.delete({ disableAutoOpen: false });
  speech = recordSpeech();
});
afterEach(() => speech.restore());

function keepFamily(family: FamilyOnDevice) {
  writeStored(FAMILY_ON_DEVICE.key(PARENT), family);
}

/** A round of count-to-5 saved on the device with one item left to answer. */
async function almostFinishedRound(): Promise<ChoiceItem> {
  const pack = await loadPack('nursery', 'v1');
  const topic = findTopic(pack, 'maths', 'count-to-5');
  if (!topic) throw new Error('count-to-5 is missing');
  const items = generateRound(topic, 7);
  const session = createSession(KEY, 7, items);
  const last = items.length - 1;
  const state: SessionState = {
    ...session,
    phase: 'playing',
    index: last,
    startedAt: 1_000,
    results: session.results.map((result, index) =>
      index === last ? result : { ...result, attempts: 1, correctFirstTry: true, solved: true },
    ),
  };
  await saveSession(KEY, 7, state);
  return items[last] as ChoiceItem;
}

function renderTopic() {
  const router = createMemoryRouter(
    [{ path: '/class/:grade/:volume/:sub/:topic', element: <TopicPage /> }],
    { initialEntries: ['/class/nursery/v1/maths/count-to-5'] },
  );
  render(<RouterProvider router={router} />);
}

async function answer(user: ReturnType<typeof userEvent.setup>, item: ChoiceItem) {
  const right = item.choices.find((choice) => choice.id === item.answer);
  const choices = within(screen.getByRole('group', { name: 'Choices' }));
  await user.click(choices.getByRole('button', { name: right?.speech ?? '?' }));
  await user.click(screen.getByRole('button', { name: 'See my stars' }));
  await screen.findByRole('heading', { name: 'Well done!' });
}

describe('Who is playing?', () => {
  it('opens the child space on the family’s children and gives the round to the one tapped', async () => {
    const user = userEvent.setup();
    keepFamily({ children: [ADA, BEN], playing: null });
    const last = await almostFinishedRound();
    renderTopic();
    await user.click(await screen.findByRole('button', { name: 'Tap to carry on' }, KIND_LOADED));

    const picker = screen.getByRole('region', { name: 'Who is playing?' });
    expect(speech.spoken).toContain('Who is playing?');
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    const players = within(picker).getAllByRole('button', { name: /Ada|Ben/ });
    expect(players.map((button) => button.textContent)).toEqual(['Ada', 'Ben']);

    await user.click(within(picker).getByRole('button', { name: 'Ben' }));
    expect(speech.spoken.at(-1)).toBe('Ben');
    expect(readStored(FAMILY_ON_DEVICE.key(PARENT)).playing).toBe('c-ben');
    expect(screen.queryByRole('region', { name: 'Who is playing?' })).toBeNull();

    await answer(user, last);
    await vi.waitFor(async () => expect(await listResults({ topicKey: KEY })).toHaveLength(1));
    const [row] = await listResults({ topicKey: KEY });
    expect(row).toMatchObject({ userId: PARENT, childId: 'c-ben' });
    const queued = await db.outbox.where('kind').equals(PROGRESS_KIND).toArray();
    expect(queued.map((entry) => (entry.payload as ProgressPayload).childId)).toEqual(['c-ben']);
  });

  it('asks nothing of a family with one child, whose rounds are that child’s', async () => {
    const user = userEvent.setup();
    keepFamily({ children: [ADA], playing: null });
    const last = await almostFinishedRound();
    renderTopic();
    await user.click(await screen.findByRole('button', { name: 'Tap to carry on' }, KIND_LOADED));
    expect(screen.queryByRole('region', { name: 'Who is playing?' })).toBeNull();
    await answer(user, last);
    await vi.waitFor(async () => expect(await listResults({ topicKey: KEY })).toHaveLength(1));
    expect((await listResults({ topicKey: KEY }))[0]?.childId).toBe('c-ada');
  });

  it('goes straight to the round of the child chosen before on this device', async () => {
    const user = userEvent.setup();
    keepFamily({ children: [ADA, BEN], playing: 'c-ada' });
    const last = await almostFinishedRound();
    renderTopic();
    await user.click(await screen.findByRole('button', { name: 'Tap to carry on' }, KIND_LOADED));
    expect(screen.queryByRole('region', { name: 'Who is playing?' })).toBeNull();
    await answer(user, last);
    await vi.waitFor(async () => expect(await listResults({ topicKey: KEY })).toHaveLength(1));
    expect((await listResults({ topicKey: KEY }))[0]?.childId).toBe('c-ada');
  });
});
