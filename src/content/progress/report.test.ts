import { describe, expect, it } from 'vitest';
import { buildProgressReport, MAX_SUGGESTIONS, periodStart, resultsInPeriod } from './report';
import { mergeResults } from './results';
import { catalogWith, knownNurseryV1, result } from './testing';

// Wednesday 15 April 2026, 10:00 local.
const NOW = new Date(2026, 3, 15, 10, 0);
const localIso = (y: number, m: number, d: number, h = 12) =>
  new Date(y, m - 1, d, h).toISOString();

const CHECK_SKILLS = [
  { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 3, maxScore: 3 },
  { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
  { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
];

describe('periodStart and resultsInPeriod', () => {
  it('starts 4 or 12 weeks back at local midnight, today included; all has no start', () => {
    expect(periodStart('last-4-weeks', NOW)).toEqual(new Date(2026, 2, 19));
    expect(periodStart('last-12-weeks', NOW)).toEqual(new Date(2026, 0, 22));
    expect(periodStart('all', NOW)).toBeNull();
  });

  it('keeps results from the first day of the period on', () => {
    const before = result({ finishedAt: new Date(2026, 2, 18, 23, 59).toISOString() });
    const first = result({ finishedAt: new Date(2026, 2, 19, 0, 0).toISOString() });
    expect(resultsInPeriod([before, first], 'last-4-weeks', NOW)).toEqual([first]);
    expect(resultsInPeriod([before, first], 'all', NOW)).toEqual([before, first]);
  });
});

describe('buildProgressReport', () => {
  it('says nothing was played in an empty period, for both subjects', () => {
    const report = buildProgressReport([], catalogWith(), { period: 'last-4-weeks', now: NOW });
    expect(report).toEqual({
      period: 'last-4-weeks',
      from: new Date(2026, 2, 19).toISOString(),
      to: NOW.toISOString(),
      activities: 0,
      topicsPlayed: 0,
      checksPlayed: 0,
      stars: 0,
      possibleStars: 0,
      minutes: 0,
      subjects: [
        {
          subject: 'english',
          activities: 0,
          topicsPlayed: 0,
          checksPlayed: 0,
          stars: 0,
          possibleStars: 0,
          firstTryPercent: null,
          minutes: 0,
        },
        {
          subject: 'maths',
          activities: 0,
          topicsPlayed: 0,
          checksPlayed: 0,
          stars: 0,
          possibleStars: 0,
          firstTryPercent: null,
          minutes: 0,
        },
      ],
      skills: [],
      suggestions: [],
    });
  });

  it('sums up each subject over the period, every grade and volume together', () => {
    const rows = [
      result({ score: 6, maxScore: 8, stars: 2, finishedAt: localIso(2026, 4, 1) }),
      result({ score: 8, maxScore: 8, stars: 3, finishedAt: localIso(2026, 4, 2) }),
      result({
        topic: 'first-sounds-a-to-h',
        score: 2,
        maxScore: 8,
        stars: 0,
        finishedAt: localIso(2026, 4, 3),
      }),
      result({
        grade: 'k1',
        topic: 'sight-words',
        score: 4,
        maxScore: 8,
        stars: 1,
        finishedAt: localIso(2026, 4, 4),
      }),
      result({
        subject: 'maths',
        topic: 'count-to-5',
        durationMs: 150_000,
        finishedAt: localIso(2026, 4, 5),
      }),
      // Before the period: left out.
      result({ subject: 'maths', topic: 'which-has-more', finishedAt: localIso(2026, 1, 5) }),
    ];
    const report = buildProgressReport(rows, catalogWith(rows), {
      period: 'last-4-weeks',
      now: NOW,
      packKnown: knownNurseryV1,
    });
    expect(report).toMatchObject({ activities: 5, topicsPlayed: 4, stars: 6, minutes: 7 });
    expect(report.subjects).toEqual([
      {
        subject: 'english',
        activities: 4,
        topicsPlayed: 3,
        checksPlayed: 0,
        stars: 4,
        possibleStars: 9,
        firstTryPercent: 63,
        minutes: 4,
      },
      {
        subject: 'maths',
        activities: 1,
        topicsPlayed: 1,
        checksPlayed: 0,
        stars: 2,
        possibleStars: 3,
        firstTryPercent: 75,
        minutes: 3,
      },
    ]);
  });

  it('gives the skills of the latest checks and suggests their weakest topics first', () => {
    const rows = [
      result({
        topic: 'english-assessment',
        kind: 'assessment',
        score: 3,
        maxScore: 7,
        stars: 1,
        skills: CHECK_SKILLS,
        finishedAt: localIso(2026, 4, 1),
      }),
      result({ subject: 'maths', topic: 'count-to-5', score: 1, maxScore: 8, stars: 0 }),
      result({ subject: 'maths', topic: 'which-has-more', score: 5, maxScore: 8, stars: 1 }),
      result({ subject: 'maths', topic: 'colour-patterns', score: 8, maxScore: 8, stars: 3 }),
      // Already suggested by the check: listed once.
      result({ topic: 'first-sounds-a-to-h', score: 2, maxScore: 8, stars: 0 }),
    ];
    const report = buildProgressReport(rows, catalogWith(), { period: 'all', now: NOW });
    expect(report.from).toBe(localIso(2026, 4, 1));
    expect(report.skills).toEqual([
      {
        grade: 'nursery',
        volume: 'v1',
        subject: 'english',
        title: 'English Assessment',
        checkedOn: localIso(2026, 4, 1),
        secureCount: 1,
        entries: [
          expect.objectContaining({ skill: 'letter-recognition', level: 'secure' }),
          expect.objectContaining({ skill: 'first-sounds', level: 'not-yet' }),
          expect.objectContaining({ skill: 'picture-sorting', level: 'practising' }),
        ],
      },
    ]);
    expect(report.suggestions.map((suggestion) => [suggestion.title, suggestion.reason])).toEqual([
      [
        'First Sounds A to H',
        {
          kind: 'skill',
          level: 'not-yet',
          skillTitle: 'Hears the first sound of words from a to h',
        },
      ],
      [
        'Which Letter Does It Start With?',
        {
          kind: 'skill',
          level: 'not-yet',
          skillTitle: 'Hears the first sound of words from a to h',
        },
      ],
      [
        'Which One Does Not Belong?',
        {
          kind: 'skill',
          level: 'practising',
          skillTitle: 'Spots the picture that does not belong',
        },
      ],
      ['Count to 5', { kind: 'stars', stars: 0, timesPlayed: 1 }],
      ['Which Has More?', { kind: 'stars', stars: 1, timesPlayed: 1 }],
    ]);
    expect(report.suggestions[3]?.path).toBe('/class/nursery/v1/maths/count-to-5');
  });

  it('suggests at most a handful of topics', () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      result({ topic: `topic-${index}`, stars: 0, score: 0 }),
    );
    const report = buildProgressReport(rows, catalogWith(rows), { period: 'all', now: NOW });
    expect(report.suggestions).toHaveLength(MAX_SUGGESTIONS);
  });

  it('counts unsynced and duplicated results once', () => {
    const synced = result({ stars: 3, score: 8, maxScore: 8 });
    const { results } = mergeResults(
      [synced],
      [synced, result({ subject: 'maths', topic: 'count-to-5' })],
    );
    const report = buildProgressReport(results, catalogWith(), { period: 'all', now: NOW });
    expect(report.activities).toBe(2);
    expect(report.subjects.map((subject) => subject.activities)).toEqual([1, 1]);
  });
});
