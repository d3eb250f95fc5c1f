import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSession, sessionReducer } from '@/activities/core/session';
import { generateRound } from '@/activities/registry';
import { findTopic } from '@/content/find';
import { loadPack } from '@/content/load-pack';
import { db, saveSession } from '@/db';
import { beginDeviceReads, takeCardsRead, takeSavedSessionRead } from './device-reads';

const KEY = 'k1/v1/maths/add-within-5';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('device reads begun before hydration', () => {
  it('hand the saved round to the topic they were begun for, once', async () => {
    const topic = findTopic(await loadPack('k1', 'v1'), 'maths', 'add-within-5');
    if (!topic) throw new Error('add-within-5 is missing');
    const items = generateRound(topic, 7);
    const started = sessionReducer(createSession(KEY, 7, items), { type: 'start', now: 1 });
    await saveSession(KEY, 7, started);
    beginDeviceReads(KEY);
    expect(takeSavedSessionRead('k1/v1/maths/add-within-10')).toBeUndefined();
    const read = takeSavedSessionRead(KEY);
    expect(takeSavedSessionRead(KEY)).toBeUndefined();
    expect((await read)?.seed).toBe(7);
  });

  it('hand the review cards over once, and only to a render signed out', async () => {
    beginDeviceReads(KEY);
    expect(takeCardsRead('user-1')).toBeUndefined();
    const read = takeCardsRead(null);
    expect(takeCardsRead(null)).toBeUndefined();
    await expect(read).resolves.toEqual([]);
  });

  it('begin again for the next topic, and hand out nothing begun for the last', async () => {
    beginDeviceReads(KEY);
    beginDeviceReads('k1/v1/maths/add-within-10');
    expect(takeSavedSessionRead(KEY)).toBeUndefined();
    await expect(takeSavedSessionRead('k1/v1/maths/add-within-10')).resolves.toBeUndefined();
  });
});
