// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_ON_DEVICE, readStored } from '@/storage';
import { refreshFamily } from './family';

const ADA = { id: 'c-ada', name: 'Ada', grade: 'Nursery' as const, avatar: 'owl' as const };
const listChildren = vi.fn(async () => ({ ok: true as const, children: [ADA] }));

vi.mock('@/backend/children', () => ({
  listChildren: () => listChildren(),
  deleteChild: vi.fn(),
  withAppClient: <T>(call: (client: unknown) => Promise<T>) => call({}),
}));

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
