// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, listResults, recordResult, type FinishedResult } from '@/db';
import { FAMILY_ON_DEVICE, writeStored } from '@/storage';
import { CHILD_KIND } from './children';
import { keepChild, removeChild } from './family';
import { asksWhoIsPlaying, choosePlayingChild, familyOnDevice, playingChildId } from './playing';

// No server here: every call to it fails as offline.
vi.mock('@/backend/client', () => {
  throw new Error('No server in this test');
});

const PARENT = 'parent-1';
const ADA = { id: 'c-ada', name: 'Ada', grade: 'Nursery' as const, avatar: 'owl' as const };
const BEN = { id: 'c-ben', name: 'Ben', grade: null, avatar: 'fox' as const };

const round = (childId: string | null): FinishedResult => ({
  userId: PARENT,
  childId,
  grade: 'nursery',
  volume: 'v1',
  subject: 'maths',
  topic: 'count-to-5',
  kind: 'count',
  score: 5,
  maxScore: 5,
  stars: 3,
  durationMs: 1_000,
});

beforeEach(async () => {
  localStorage.clear();
  await db.delete({ disableAutoOpen: false });
});

describe('who is playing', () => {
  it('asks only a family with several children and nobody chosen', () => {
    expect(asksWhoIsPlaying({ children: [], playing: null })).toBe(false);
    expect(asksWhoIsPlaying({ children: [ADA], playing: null })).toBe(false);
    expect(asksWhoIsPlaying({ children: [ADA, BEN], playing: null })).toBe(true);
    expect(asksWhoIsPlaying({ children: [ADA, BEN], playing: 'c-ben' })).toBe(false);
  });

  it('gives a round to the chosen child, the only child, or else the first child (null)', () => {
    expect(playingChildId({ children: [ADA, BEN], playing: 'c-ben' })).toBe('c-ben');
    expect(playingChildId({ children: [ADA], playing: null })).toBe('c-ada');
    expect(playingChildId({ children: [ADA, BEN], playing: null })).toBeNull();
    expect(playingChildId(familyOnDevice(null))).toBeNull();
  });

  it('remembers the choice per parent on this device, and forgets a child it does not know', () => {
    writeStored(FAMILY_ON_DEVICE.key(PARENT), { children: [ADA, BEN], playing: null });
    choosePlayingChild(PARENT, 'c-ben');
    expect(familyOnDevice(PARENT).playing).toBe('c-ben');
    expect(familyOnDevice('parent-2').playing).toBeNull();
    choosePlayingChild(PARENT, 'c-someone-else');
    expect(familyOnDevice(PARENT).playing).toBeNull();
  });
});

describe('changes a parent makes', () => {
  it('keeps a child added offline on the device and queues it for the server', async () => {
    writeStored(FAMILY_ON_DEVICE.key(PARENT), { children: [ADA], playing: null });
    await keepChild(PARENT, BEN);
    await keepChild(PARENT, { ...BEN, name: 'Benjamin' });
    expect(familyOnDevice(PARENT).children).toEqual([ADA, { ...BEN, name: 'Benjamin' }]);
    const queued = await db.outbox.where('kind').equals(CHILD_KIND).toArray();
    expect(queued.map((row) => [row.key, row.owner])).toEqual([
      ['c-ben', PARENT],
      ['c-ben', PARENT],
    ]);
  });

  it('keeps a child and its results while the server cannot confirm their removal', async () => {
    writeStored(FAMILY_ON_DEVICE.key(PARENT), { children: [ADA], playing: null });
    await keepChild(PARENT, BEN);
    await recordResult(round('c-ada'));
    const offline = await removeChild(PARENT, 'c-ada');
    expect(offline.ok).toBe(false);
    expect(await listResults({ childId: 'c-ada' })).toHaveLength(1);
    expect(familyOnDevice(PARENT).children).toHaveLength(2);
  });
});
