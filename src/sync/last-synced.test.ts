import { describe, expect, it } from 'vitest';
import { LAST_SYNCED_KEY, lastSyncedAt, recordSyncedAt } from './last-synced';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('last synced', () => {
  it('is kept per parent and survives a broken entry', () => {
    const storage = new MemoryStorage();
    expect(lastSyncedAt('user-1', storage)).toBeNull();
    recordSyncedAt('user-1', new Date('2026-04-01T10:00:00Z'), storage);
    recordSyncedAt('user-2', new Date('2026-04-02T10:00:00Z'), storage);
    expect(lastSyncedAt('user-1', storage)).toBe('2026-04-01T10:00:00.000Z');
    expect(lastSyncedAt('user-2', storage)).toBe('2026-04-02T10:00:00.000Z');
    storage.setItem(LAST_SYNCED_KEY, '{broken');
    expect(lastSyncedAt('user-1', storage)).toBeNull();
    recordSyncedAt('user-1', new Date('2026-04-03T10:00:00Z'), storage);
    expect(lastSyncedAt('user-1', storage)).toBe('2026-04-03T10:00:00.000Z');
  });
});
