import { describe, expect, it } from 'vitest';
import { isUsableResult, mergeResults } from './results';
import { result } from './testing';

describe('mergeResults', () => {
  it('is empty without results', () => {
    expect(mergeResults([], [])).toEqual({ results: [], waitingToSync: 0 });
  });

  it('counts a result on the server and on the device once, and keeps the server copy', () => {
    const synced = result({ finishedAt: '2026-04-01T10:00:00.000Z', stars: 2 });
    const onBoth = { ...synced, stars: 3 };
    const merged = mergeResults([synced], [onBoth]);
    expect(merged.results).toHaveLength(1);
    expect(merged.results[0]).toMatchObject({ id: synced.id, stars: 2, onServer: true });
    expect(merged.waitingToSync).toBe(0);
  });

  it('adds device results the server does not have yet, as waiting to sync', () => {
    const synced = result({ finishedAt: '2026-04-01T10:00:00.000Z' });
    const newer = result({ finishedAt: '2026-04-03T10:00:00.000Z' });
    const older = result({ finishedAt: '2026-04-02T10:00:00.000Z' });
    const merged = mergeResults([synced], [older, synced, newer]);
    expect(merged.waitingToSync).toBe(2);
    expect(merged.results.map((row) => [row.id, row.onServer])).toEqual([
      [newer.id, false],
      [older.id, false],
      [synced.id, true],
    ]);
  });

  it('counts an id repeated within one source once', () => {
    const once = result();
    const merged = mergeResults(
      [once, { ...once }],
      [result({ id: 'device-1' }), result({ id: 'device-1' })],
    );
    expect(merged.results.map((row) => row.id)).toEqual(
      expect.arrayContaining([once.id, 'device-1']),
    );
    expect(merged.results).toHaveLength(2);
    expect(merged.waitingToSync).toBe(1);
  });

  it('sorts newest first, ties by id', () => {
    const a = result({ id: 'b', finishedAt: '2026-04-01T10:00:00Z' });
    const b = result({ id: 'a', finishedAt: '2026-04-01T10:00:00.000Z' });
    const c = result({ id: 'c', finishedAt: '2026-04-02T08:00:00+02:00' });
    expect(mergeResults([a, b, c], []).results.map((row) => row.id)).toEqual(['c', 'a', 'b']);
  });

  it('leaves out rows it cannot trust', () => {
    const broken = [
      result({ score: 9, maxScore: 8 }),
      result({ maxScore: 0, score: 0 }),
      result({ stars: 4 }),
      result({ stars: 1.5 }),
      result({ finishedAt: 'yesterday' }),
      result({ grade: 'k9' as never }),
      result({ volume: 'v5' as never }),
      result({ subject: 'art' as never }),
      result({ topic: '' }),
      result({ id: '' }),
    ];
    for (const row of broken) expect(isUsableResult(row), JSON.stringify(row)).toBe(false);
    expect(mergeResults(broken, broken)).toEqual({ results: [], waitingToSync: 0 });
  });
});
