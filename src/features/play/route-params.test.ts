import { describe, expect, it } from 'vitest';
import { parseActivityRoute } from './route-params';

const topicRoute = { needsTopic: true };

describe('parseActivityRoute', () => {
  it('reads a topic route, keeping the grade as written', () => {
    expect(
      parseActivityRoute(
        { grade: 'K1', volume: 'V1', sub: 'English', topic: 'Sight-Words-1' },
        topicRoute,
      ),
    ).toEqual({
      status: 'ok',
      grade: 'k1',
      volume: 'v1',
      subject: 'english',
      topic: 'sight-words-1',
      gradeSegment: 'K1',
    });
  });

  it('calls a missing, empty or malformed part invalid', () => {
    const ok = { grade: 'k1', volume: 'v1', sub: 'maths', topic: 'count-to-20' };
    expect(parseActivityRoute({ ...ok, topic: undefined }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, topic: ' ' }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, topic: 'count to 20!' }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, sub: '' }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, sub: 'ma/ths' }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, grade: undefined }, topicRoute).status).toBe('invalid');
    expect(parseActivityRoute({ ...ok, volume: 'v9' }, topicRoute).status).toBe('invalid');
  });

  it('tells an unknown subject apart from a broken URL', () => {
    expect(
      parseActivityRoute(
        { grade: 'k2', volume: 'v1', sub: 'science', topic: 'plants' },
        topicRoute,
      ),
    ).toEqual({ status: 'unknown-subject', grade: 'k2', volume: 'v1', gradeSegment: 'k2' });
  });

  it('reads a subject route without a topic', () => {
    expect(
      parseActivityRoute({ grade: 'nursery', volume: 'v2', sub: 'maths' }, { needsTopic: false }),
    ).toMatchObject({ status: 'ok', subject: 'maths', topic: '' });
  });
});
