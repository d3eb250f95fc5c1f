import { describe, expect, it } from 'vitest';
import type { ProgressResult } from '@/content/progress';
import { resultsOfChild, starsOf } from './child-results';

const result = (id: string, childId: string | null | undefined, stars = 1, topic = 'a') =>
  ({
    id,
    childId,
    grade: 'nursery',
    volume: 'v1',
    subject: 'maths',
    topic,
    kind: 'count',
    score: 1,
    maxScore: 1,
    stars,
    durationMs: 1,
    finishedAt: '2026-05-01T10:00:00Z',
  }) as ProgressResult;

describe('one child’s results', () => {
  const all = [
    result('1', 'c-ada'),
    result('2', 'c-ben'),
    result('3', null),
    result('4', undefined),
  ];

  it('gives the first child its own rounds and those kept without a child', () => {
    expect(resultsOfChild(all, 'c-ada', 'c-ada').map((row) => row.id)).toEqual(['1', '3', '4']);
  });

  it('gives any other child only its own rounds', () => {
    expect(resultsOfChild(all, 'c-ben', 'c-ada').map((row) => row.id)).toEqual(['2']);
  });

  it('counts the best stars of each topic once', () => {
    expect(starsOf([result('1', null, 2), result('2', null, 3), result('3', null, 1, 'b')])).toBe(
      4,
    );
  });
});
