import { describe, expect, it } from 'vitest';
import { buildProgressReport, type ProgressResult } from '@/content/progress';
import { pack as nurseryV1 } from '@/content/packs/nursery/v1';
import { periodText, progressReportInput, reportFileName } from './report-input';

const at = (day: number, hour = 12) => new Date(2026, 3, day, hour).toISOString();
const NOW = new Date(2026, 3, 15, 10);

function result(overrides: Partial<ProgressResult> & { id: string }): ProgressResult {
  return {
    grade: 'nursery',
    volume: 'v1',
    subject: 'maths',
    topic: 'count-to-5',
    kind: 'counting',
    score: 6,
    maxScore: 8,
    stars: 2,
    durationMs: 120_000,
    finishedAt: at(10),
    ...overrides,
  };
}

const RESULTS: ProgressResult[] = [
  result({ id: 'a', topic: 'count-to-5', stars: 3, score: 8, finishedAt: at(10) }),
  result({ id: 'b', topic: 'which-has-more', stars: 0, score: 1, finishedAt: at(11) }),
  result({ id: 'c', topic: 'which-has-more', stars: 1, score: 4, finishedAt: at(12) }),
  result({
    id: 'd',
    subject: 'english',
    topic: 'english-assessment',
    kind: 'assessment',
    score: 5,
    maxScore: 10,
    stars: 1,
    finishedAt: at(13),
    skills: [
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
      { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 3, maxScore: 3 },
    ],
  }),
];

function report(period: 'last-4-weeks' | 'all' = 'last-4-weeks', results = RESULTS) {
  return buildProgressReport(results, () => nurseryV1, { period, now: NOW });
}

describe('progressReportInput', () => {
  it('names the child and the period, and puts the numbers into words', () => {
    const input = progressReportInput(report(), { childName: 'Maya', paper: 'letter' });
    expect(input).toMatchObject({
      brand: 'Sprouts',
      paper: 'letter',
      childName: 'Maya',
      period: 'Last 4 weeks: 19 March 2026 to 15 April 2026',
      madeOn: 'Made on 15 April 2026',
      figures: [
        { value: '4', label: 'activities finished' },
        { value: '2', label: 'topics played' },
        { value: '4', label: 'stars, best of each topic' },
        { value: '8 min', label: 'time playing' },
      ],
    });
    expect(input.subjects).toEqual([
      {
        title: 'English',
        lines: ['1 end-of-volume check played', '2 min of play'],
      },
      {
        title: 'Maths',
        lines: ['2 topics played', '4 of 6 stars', '54% right on the first try', '6 min of play'],
      },
    ]);
  });

  it('lists the skills of each check and why each topic is suggested', () => {
    const input = progressReportInput(report('all'), { childName: 'Maya', paper: 'a4' });
    expect(input.period).toBe('Everything so far: 10 April 2026 to 15 April 2026');
    expect(input.skills).toEqual([
      {
        title: 'Nursery · Volume 1 · English Assessment, 13 April 2026',
        entries: [
          {
            title: 'Recognises the letters A to H, big and small',
            level: 'secure',
            levelLabel: 'Secure',
            detail: '3 of 3 right first time',
          },
          {
            title: 'Hears the first sound of words from a to h',
            level: 'not-yet',
            levelLabel: 'Not yet',
            detail: '0 of 3 right first time',
          },
        ],
      },
    ]);
    expect(input.suggestions).toEqual([
      {
        title: 'First Sounds A to H',
        reason: 'Not yet: Hears the first sound of words from a to h (Nursery, Volume 1, English)',
      },
      {
        title: 'Which Letter Does It Start With?',
        reason: 'Not yet: Hears the first sound of words from a to h (Nursery, Volume 1, English)',
      },
      {
        title: 'Which Has More?',
        reason: 'Played twice, best 1 of 3 stars (Nursery, Volume 1, Maths)',
      },
    ]);
  });

  it('says when nothing was played', () => {
    const input = progressReportInput(report('last-4-weeks', []), { childName: '', paper: 'a4' });
    expect(input.subjects.map((subject) => subject.lines)).toEqual([
      ['Nothing played in this period.'],
      ['Nothing played in this period.'],
    ]);
    expect(input.noSuggestions).toBe('Nothing was played in this period.');
    expect(input.figures[0]).toEqual({ value: '0', label: 'activities finished' });
    expect(periodText({ period: 'all', from: null, to: NOW.toISOString() })).toBe(
      'Everything so far',
    );
  });
});

describe('reportFileName', () => {
  it('is made of the name and the day, safe for any file system', () => {
    expect(reportFileName('Maya', NOW)).toBe('sprouts-progress-maya-2026-04-15.pdf');
    expect(reportFileName('Zoë Ann-Marie!', NOW)).toBe(
      'sprouts-progress-zoe-ann-marie-2026-04-15.pdf',
    );
    expect(reportFileName('', NOW)).toBe('sprouts-progress-2026-04-15.pdf');
  });
});
