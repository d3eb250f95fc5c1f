// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, listResults, recordResult } from '@/db';
import { finishedRound } from '@/db/finished-round.fixture';
import { FAMILY_ON_DEVICE, readStored, writeStored } from '@/storage';
import { keepChild, refreshFamily } from './family';
import { asksWhoIsPlaying, familyOnDevice } from './playing';

const ADA = { id: 'c-ada', name: 'Ada', grade: 'Nursery' as const, avatar: 'owl' as const };
const PARENT = 'parent-1';
const BEN = { id: 'c-ben', name: 'Ben', grade: 'Nursery' as const, avatar: 'fox' as const };
const CAL = { id: 'c-cal', name: 'Cal', grade: 'Nursery' as const, avatar: 'frog' as const };
/** The server's family: Ada alone (Ben was removed on another device). */
const listChildren = vi.fn(async () => ({ ok: true as const, children: [ADA] }));

vi.mock('@/backend/children', () => ({
  listChildren: () => listChildren(),
  deleteChild: vi.fn(),
  withAppClient: <T>(call: (client: unknown) => Promise<T>) => call({}),
}));

beforeEach(async () => {
  localStorage.clear();
  await db.delete({ disableAutoOpen: false });
});

describe('refreshFamily', () => {
  it('reads the server once for the views that ask at the same time, and again later', async () => {
    const [first, second, third] = await Promise.all([
      refreshFamily('parent-1'),
      refreshFamily('parent-1'),
      refreshFamily('parent-1'),
    ]);
    expect(listChildren).toHaveBeenCalledTimes(1);
    expect(first.children).toEqual([ADA]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(readStored(FAMILY_ON_DEVICE.key('parent-1')).children).toEqual([ADA]);

    await refreshFamily('parent-1');
    expect(listChildren).toHaveBeenCalledTimes(2);
  });
});

describe('a child removed on another device', () => {
  it('leaves this device at its next family refresh: results, outbox rows and the picker', async () => {
    writeStored(FAMILY_ON_DEVICE.key(PARENT), { children: [ADA, BEN], playing: 'c-ben' });
    await recordResult(finishedRound(PARENT, 'c-ada'));
    await recordResult(finishedRound(PARENT, 'c-ben'));
    await recordResult(finishedRound(PARENT, 'c-ben'));
    // A child this device only ever saw through results, and one added here still waiting.
    await recordResult(finishedRound(PARENT, 'c-dot'));
    await keepChild(PARENT, CAL);
    await recordResult(finishedRound(PARENT, 'c-cal'));
    const first = await recordResult(finishedRound(PARENT, null));

    const family = await refreshFamily(PARENT);

    expect(family.children.map((child) => child.id)).toEqual(['c-ada', 'c-cal']);
    expect(family.playing).toBeNull();
    expect(familyOnDevice(PARENT)).toEqual(family);
    expect(asksWhoIsPlaying(family)).toBe(true);
    const left = await listResults({ userId: PARENT });
    expect(left.map((row) => row.childId).sort()).toEqual(['c-ada', 'c-cal', null].sort());
    expect(left.some((row) => row.id === first.id)).toBe(true);
    const outboxChildren = (await db.outbox.toArray()).map(
      (row) => (row.payload as { childId?: string | null; id?: string }).childId ?? row.key,
    );
    expect(outboxChildren).not.toContain('c-ben');
    expect(outboxChildren).not.toContain('c-dot');
    expect(outboxChildren).toContain('c-cal');
  });
});
