import { describe, expect, it } from 'vitest';
import type { ProgressRow } from '@/db';
import { RETRY_MAX_MS, retryDelay, toProgressEvent } from './progress-sync-rules';

const row: ProgressRow = {
  id: '3f1c5c8e-1b7a-4f0e-9c3a-2d4b6e8f0a1b',
  userId: null,
  grade: 'k1',
  volume: 'v2',
  subject: 'english',
  topic: 'english-assessment',
  topicKey: 'k1/v2/english/english-assessment',
  kind: 'assessment',
  score: 7,
  maxScore: 10,
  stars: 2,
  durationMs: 61_000.6,
  finishedAt: '2026-04-01T10:00:00.000Z',
  skills: [{ skill: 'first-sounds', topic: 'first-sounds', score: 3, maxScore: 4 }],
  synced: 0,
};

describe('retryDelay', () => {
  it('doubles from 5 seconds after each failure and stops growing at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(retryDelay(1000)).toBe(RETRY_MAX_MS);
    expect(retryDelay(0)).toBe(5_000);
  });
});

describe('toProgressEvent', () => {
  it('is the progress_events row, owned by the signed-in parent', () => {
    expect(toProgressEvent(row, 'user-1')).toEqual({
      id: row.id,
      user_id: 'user-1',
      grade: 'k1',
      volume: 'v2',
      subject: 'english',
      topic: 'english-assessment',
      kind: 'assessment',
      score: 7,
      max_score: 10,
      stars: 2,
      duration_ms: 61_001,
      finished_at: '2026-04-01T10:00:00.000Z',
      skills: [{ skill: 'first-sounds', topic: 'first-sounds', score: 3, maxScore: 4 }],
    });
    const { skills: _skills, ...plain } = row;
    expect(toProgressEvent(plain, 'user-1').skills).toBeNull();
  });
});
