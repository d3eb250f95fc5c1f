// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_SYNCED_AT } from '@/storage';
import { lastSyncedAt, recordSyncedAt } from './last-synced';

beforeEach(() => localStorage.clear());

describe('last synced', () => {
  it('is kept per parent and survives a broken entry', () => {
    expect(lastSyncedAt('user-1')).toBeNull();
    recordSyncedAt('user-1', new Date('2026-04-01T10:00:00Z'));
    recordSyncedAt('user-2', new Date('2026-04-02T10:00:00Z'));
    expect(lastSyncedAt('user-1')).toBe('2026-04-01T10:00:00.000Z');
    expect(lastSyncedAt('user-2')).toBe('2026-04-02T10:00:00.000Z');
    localStorage.setItem(PROGRESS_SYNCED_AT.name, '{broken');
    expect(lastSyncedAt('user-1')).toBeNull();
    recordSyncedAt('user-1', new Date('2026-04-03T10:00:00Z'));
    expect(lastSyncedAt('user-1')).toBe('2026-04-03T10:00:00.000Z');
  });
});
