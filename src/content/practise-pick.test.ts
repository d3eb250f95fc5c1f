import { describe, expect, it } from 'vitest';
import { pickPractise, type LatestResult } from './practise-pick';
import type { ReportTopic } from './skill-report';

const TOPICS: ReportTopic[] = [
  { id: 'count-to-5', title: 'Count to 5', skill: 'counting' },
  { id: 'count-on', title: 'Count On', skill: 'counting' },
  { id: 'circles', title: 'Circles', skill: 'shapes' },
  { id: 'colour-patterns', title: 'Colour Patterns', skill: 'patterns' },
];

function results(entries: [string, LatestResult][]): Map<string, LatestResult> {
  return new Map(entries);
}

describe('pickPractise', () => {
  it('picks nothing before anything is played, or when nothing was missed', () => {
    expect(pickPractise(TOPICS, 'maths-assessment', results([]))).toBeNull();
    const perfect = results([
      ['count-to-5', { score: 8, maxScore: 8 }],
      ['circles', { score: 8, maxScore: 8 }],
    ]);
    expect(pickPractise(TOPICS, 'maths-assessment', perfect)).toBeNull();
  });

  it('picks the skill with the weakest share, and its topic that went worst', () => {
    const played = results([
      ['count-to-5', { score: 7, maxScore: 8 }],
      ['count-on', { score: 3, maxScore: 8 }],
      ['circles', { score: 6, maxScore: 8 }],
    ]);
    expect(pickPractise(TOPICS, 'maths-assessment', played)).toEqual({
      skill: 'counting',
      topicId: 'count-on',
      right: 10,
      asked: 16,
    });
  });

  it('counts the latest assessment, even for a topic never played on its own', () => {
    const played = results([
      ['circles', { score: 7, maxScore: 8 }],
      [
        'maths-assessment',
        {
          score: 3,
          maxScore: 6,
          skills: [
            { skill: 'patterns', topic: 'colour-patterns', score: 0, maxScore: 3 },
            { skill: 'counting', topic: 'count-to-5', score: 3, maxScore: 3 },
            { skill: 'gone', topic: 'gone-topic', score: 0, maxScore: 3 },
          ],
        },
      ],
    ]);
    expect(pickPractise(TOPICS, 'maths-assessment', played)).toMatchObject({
      skill: 'patterns',
      topicId: 'colour-patterns',
      right: 0,
      asked: 3,
    });
  });

  it('breaks a tie in share by more misses, then by the curriculum order', () => {
    const moreMisses = results([
      ['count-to-5', { score: 1, maxScore: 2 }],
      ['circles', { score: 4, maxScore: 8 }],
    ]);
    expect(pickPractise(TOPICS, 'a', moreMisses)?.skill).toBe('shapes');
    const same = results([
      ['circles', { score: 4, maxScore: 8 }],
      ['colour-patterns', { score: 4, maxScore: 8 }],
    ]);
    expect(pickPractise(TOPICS, 'a', same)?.skill).toBe('shapes');
  });

  it('leaves out results that cannot be scores', () => {
    const broken = results([
      ['count-to-5', { score: 9, maxScore: 8 }],
      ['circles', { score: 1, maxScore: 0 }],
    ]);
    expect(pickPractise(TOPICS, 'a', broken)).toBeNull();
  });
});
