import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { bestByTopic, listResults, recordResult, type FinishedResult } from './progress-repo';

const base: FinishedResult = {
  userId: null,
  grade: 'nursery',
  volume: 'v1',
  subject: 'english',
  topic: 'letters-a-to-f',
  kind: 'letter-case',
  score: 6,
  maxScore: 8,
  stars: 2,
  durationMs: 45_000.4,
};

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('recordResult', () => {
  it('writes a progress_events-shaped row with a fresh uuid', async () => {
    const finishedAt = new Date('2026-04-02T09:30:00Z');
    const row = await recordResult({ ...base, userId: 'user-1', childId: 'child-2', finishedAt });
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.progress.get(row.id)).toEqual({
      id: row.id,
      userId: 'user-1',
      childId: 'child-2',
      grade: 'nursery',
      volume: 'v1',
      subject: 'english',
      topic: 'letters-a-to-f',
      topicKey: 'nursery/v1/english/letters-a-to-f',
      kind: 'letter-case',
      score: 6,
      maxScore: 8,
      stars: 2,
      durationMs: 45_000,
      finishedAt: '2026-04-02T09:30:00.000Z',
    });
    const second = await recordResult(base);
    expect(second.id).not.toBe(row.id);
    // Not named: the family's first child.
    expect(second.childId).toBeNull();
    expect(await listResults({ childId: 'child-2' })).toEqual([row]);
  });

  it('refuses results the server would refuse', async () => {
    await expect(recordResult({ ...base, score: 9 })).rejects.toThrow('exceed');
    await expect(recordResult({ ...base, maxScore: 0, score: 0 })).rejects.toThrow('maxScore');
    await expect(recordResult({ ...base, stars: 4 })).rejects.toThrow('Stars');
    await expect(recordResult({ ...base, topic: '' })).rejects.toThrow('topic');
    const skill = { skill: 'first-sounds', topic: 'letters-a-to-f', score: 3, maxScore: 2 };
    await expect(recordResult({ ...base, skills: [skill] })).rejects.toThrow('skill score');
    expect(await db.progress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the per-skill results of an assessment', async () => {
    const skills = [
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 2, maxScore: 3 },
      { skill: 'letter-case', topic: 'letters-a-to-f', score: 3, maxScore: 3 },
    ];
    const row = await recordResult({ ...base, topic: 'english-check', skills });
    expect((await db.progress.get(row.id))?.skills).toEqual(skills);
  });
});

describe('listResults', () => {
  it('filters by volume, topic and user, newest first', async () => {
    const a = await recordResult({ ...base, finishedAt: new Date('2026-04-01T10:00:00Z') });
    const b = await recordResult({ ...base, finishedAt: new Date('2026-04-03T10:00:00Z') });
    const c = await recordResult({
      ...base,
      volume: 'v2',
      userId: 'user-1',
      finishedAt: new Date('2026-04-02T10:00:00Z'),
    });
    const d = await recordResult({
      ...base,
      subject: 'maths',
      topic: 'count-to-5',
      kind: 'counting',
      finishedAt: new Date('2026-04-04T10:00:00Z'),
    });

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids(await listResults())).toEqual([d.id, b.id, c.id, a.id]);
    expect(ids(await listResults({ grade: 'nursery', volume: 'v1' }))).toEqual([d.id, b.id, a.id]);
    expect(ids(await listResults({ topicKey: 'nursery/v1/english/letters-a-to-f' }))).toEqual([
      b.id,
      a.id,
    ]);
    expect(ids(await listResults({ userId: 'user-1' }))).toEqual([c.id]);
    expect(ids(await listResults({ volume: 'v2' }))).toEqual([c.id]);
  });
});

describe('bestByTopic', () => {
  it('keeps the best stars and score, counts plays and remembers the last play and its score', async () => {
    await recordResult({
      ...base,
      score: 8,
      stars: 3,
      finishedAt: new Date('2026-04-01T10:00:00Z'),
    });
    await recordResult({
      ...base,
      score: 5,
      stars: 1,
      finishedAt: new Date('2026-04-05T10:00:00Z'),
    });
    await recordResult({
      ...base,
      score: 3,
      stars: 0,
      finishedAt: new Date('2026-04-03T10:00:00Z'),
    });
    await recordResult({ ...base, topic: 'colours', kind: 'colours', score: 4, stars: 1 });
    await recordResult({ ...base, volume: 'v2', topic: 'elsewhere', score: 8, stars: 3 });

    const best = await bestByTopic('nursery', 'v1');
    expect([...best.keys()].sort()).toEqual(['colours', 'letters-a-to-f']);
    expect(best.get('letters-a-to-f')).toEqual({
      stars: 3,
      bestScore: 8,
      timesPlayed: 3,
      lastPlayed: '2026-04-05T10:00:00.000Z',
      latest: { score: 5, maxScore: base.maxScore },
    });
    expect(best.get('colours')).toMatchObject({ stars: 1, bestScore: 4, timesPlayed: 1 });
    expect((await bestByTopic('k2', 'v1')).size).toBe(0);
  });
});
