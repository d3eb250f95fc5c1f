import { describe, expect, it } from 'vitest';
import { countProgress, type CountedResult } from './progress-counts';

function result(overrides: Partial<CountedResult>): CountedResult {
  return {
    grade: 'nursery',
    volume: 'v1',
    subject: 'maths',
    topic: 'count-to-5',
    kind: 'counting',
    stars: 2,
    durationMs: 60_000,
    ...overrides,
  };
}

describe('countProgress', () => {
  it('counts nothing played as zero', () => {
    expect(countProgress([])).toEqual({
      activities: 0,
      topicsPlayed: 0,
      checksPlayed: 0,
      stars: 0,
      possibleStars: 0,
      minutes: 0,
    });
  });

  it('counts a topic once with its best stars, wherever else its id is used', () => {
    const counts = countProgress([
      result({ stars: 1 }),
      result({ stars: 3 }),
      result({ stars: 2 }),
      result({ volume: 'v2', stars: 1 }),
      result({ grade: 'k1', stars: 0 }),
      result({ subject: 'english', stars: 2 }),
    ]);
    expect(counts).toMatchObject({ activities: 6, topicsPlayed: 4, stars: 6, possibleStars: 12 });
  });

  it('counts end-of-volume checks apart: they are activities, not topics, and add no stars', () => {
    const counts = countProgress([
      result({ stars: 2 }),
      result({ topic: 'maths-assessment', kind: 'assessment', stars: 3 }),
      result({ topic: 'maths-assessment', kind: 'assessment', stars: 1 }),
      result({ subject: 'english', topic: 'english-assessment', kind: 'assessment', stars: 3 }),
    ]);
    expect(counts).toMatchObject({ activities: 4, topicsPlayed: 1, checksPlayed: 2, stars: 2 });
  });

  it('rounds the time once over every result', () => {
    const counts = countProgress([
      result({ durationMs: 40_000 }),
      result({ durationMs: 40_000 }),
      result({ durationMs: 40_000 }),
    ]);
    expect(counts.minutes).toBe(2);
  });
});
