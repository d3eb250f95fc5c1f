import { describe, expect, it } from 'vitest';
import type { ProgressEventInsert, PushOutcome } from '@/backend/progress-events';
import type { ProgressPayload } from '@/db';
import { progressRecords, toProgressEvent } from './progress';

const result: ProgressPayload = {
  id: '3f1c5c8e-1b7a-4f0e-9c3a-2d4b6e8f0a1b',
  childId: '0b7d2f4e-6a1c-4e3b-8d5f-9a2c4e6b8d0f',
  grade: 'k1',
  volume: 'v2',
  subject: 'english',
  topic: 'english-assessment',
  kind: 'assessment',
  score: 7,
  maxScore: 10,
  stars: 2,
  durationMs: 61_000.6,
  finishedAt: '2026-04-01T10:00:00.000Z',
  skills: [{ skill: 'first-sounds', topic: 'first-sounds', score: 3, maxScore: 4 }],
};

describe('toProgressEvent', () => {
  it('is the progress_events row, owned by the signed-in parent', () => {
    expect(toProgressEvent(result, 'user-1')).toEqual({
      id: result.id,
      user_id: 'user-1',
      child_id: '0b7d2f4e-6a1c-4e3b-8d5f-9a2c4e6b8d0f',
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
    const { skills: _skills, ...plain } = result;
    expect(toProgressEvent(plain, 'user-1').skills).toBeNull();
    // A round kept before the family had children goes to its first child.
    expect(toProgressEvent({ ...result, childId: null }, 'user-1').child_id).toBeNull();
  });
});

describe('progress as a record type', () => {
  function withAnswer(outcome: PushOutcome) {
    const pushed: ProgressEventInsert[][] = [];
    const synced: string[] = [];
    const type = progressRecords({
      push: async (rows) => {
        pushed.push([...rows]);
        return outcome;
      },
      adopt: async () => 0,
      synced: (userId) => synced.push(userId),
    });
    return { type, pushed, synced };
  }

  it('belongs to the parent and goes in batches of 100', () => {
    const { type } = withAnswer({ ok: true });
    expect(type).toMatchObject({ kind: 'progress', batchSize: 100, ownedByAccount: true });
  });

  it('sends the rows as their parent and notes the time once they are stored', async () => {
    const { type, pushed, synced } = withAnswer({ ok: true });
    expect(await type.send([result], 'user-1')).toEqual({ outcome: 'delivered' });
    expect(pushed).toEqual([[toProgressEvent(result, 'user-1')]]);
    type.delivered?.([result], 'user-1');
    expect(synced).toEqual(['user-1']);
  });

  it('reads a failed push by the one rule', async () => {
    expect(
      await withAnswer({ ok: false, status: null, message: 'offline' }).type.send([result], 'u'),
    ).toEqual({ outcome: 'retry', reason: 'offline', unreachable: true });
    expect(
      await withAnswer({ ok: false, status: 401, message: 'JWT' }).type.send([result], 'u'),
    ).toEqual({ outcome: 'signed-out', reason: 'JWT' });
    expect(
      await withAnswer({ ok: false, status: 400, message: 'check' }).type.send([result], 'u'),
    ).toEqual({ outcome: 'rejected', reason: 'check' });
  });

  it('sends nothing without a parent', async () => {
    const { type, pushed } = withAnswer({ ok: true });
    expect((await type.send([result], null)).outcome).toBe('signed-out');
    expect(pushed).toEqual([]);
  });
});
