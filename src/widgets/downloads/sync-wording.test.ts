import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SYNC, syncWording } from './sync-wording';

describe('syncWording', () => {
  it('tells a device that never played that there is nothing to sync, not that it failed', () => {
    expect(syncWording(null, { waiting: 0, refused: 0 })).toEqual([NOTHING_TO_SYNC]);
    expect(syncWording(null, { waiting: 0, refused: 0 }).join(' ')).not.toMatch(/not yet/);
    expect(syncWording(null, null)).toEqual([]);
  });

  it('says what waits on a device that has not synced yet', () => {
    expect(syncWording(null, { waiting: 2, refused: 0 })).toEqual([
      '2 results are waiting to be saved to your account. They are sent when this device is online.',
    ]);
  });

  it('gives the last sync and what is saved or refused', () => {
    const lines = syncWording('2026-11-20T10:00:00Z', { waiting: 0, refused: 1 });
    expect(lines[0]).toMatch(/^Last synced: 20 November 2026/);
    expect(lines.slice(1)).toEqual([
      'Every result played on this device is saved to your account.',
      'One result was refused by the server and stays on this device only.',
    ]);
  });
});
