// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildProgressReport,
  summariseProgress,
  type CatalogLookup,
  type ProgressResult,
} from '@/content/progress';
import { catalogWith, result as testResult } from '@/content/progress/testing';
import { Figures } from './Figures';
import { progressReportInput } from './report-input';

const NOW = new Date(2026, 3, 15, 10);

const result = (overrides: Partial<ProgressResult>) =>
  testResult({
    subject: 'maths',
    topic: 'count-to-5',
    kind: 'counting',
    durationMs: 95_000,
    ...overrides,
  });

const assessment = (subject: 'english' | 'maths', stars: number) =>
  result({ subject, topic: `${subject}-assessment`, kind: 'assessment', stars, maxScore: 10 });

/**
 * A family's results with every case that counted differently: checks beside topics, a topic
 * played several times, a topic id the catalogue no longer has, the same topic id in two
 * volumes and in another grade.
 */
const RESULTS: ProgressResult[] = [
  result({ topic: 'count-to-5', stars: 1 }),
  result({ topic: 'count-to-5', stars: 3 }),
  result({ topic: 'which-has-more', stars: 0 }),
  result({ subject: 'english', topic: 'big-and-small-letters', kind: 'choice', stars: 2 }),
  result({ subject: 'english', topic: 'a-topic-since-renamed', kind: 'choice', stars: 3 }),
  result({ volume: 'v2', topic: 'count-to-5', stars: 2 }),
  result({ grade: 'k1', topic: 'count-to-5', stars: 1 }),
  assessment('english', 2),
  assessment('english', 3),
  assessment('maths', 1),
];

const catalogs: CatalogLookup = catalogWith(RESULTS);

function cornerFigures(results: readonly ProgressResult[]): Map<string, string> {
  const summary = summariseProgress(results, catalogs);
  const { unmount } = render(<Figures counts={summary} />);
  const shown = new Map(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
  unmount();
  return shown;
}

describe('Parents Corner and its progress report', () => {
  it('count topics, stars, activities and time the same way', () => {
    const report = buildProgressReport(RESULTS, catalogs, { period: 'all', now: NOW });
    const pdf = progressReportInput(report, { childName: 'Maya', paper: 'a4' }).figures;

    expect(pdf).toEqual([
      { value: '10', label: 'activities finished' },
      { value: '6', label: 'topics played' },
      { value: '11', label: 'stars, best of each topic' },
      { value: '16 min', label: 'time playing' },
    ]);
    expect(cornerFigures(RESULTS)).toEqual(new Map(pdf.map((f) => [f.label, f.value])));
  });

  it('agree for every subset of the results', () => {
    for (let size = 0; size <= RESULTS.length; size += 1) {
      const results = RESULTS.slice(0, size);
      const report = buildProgressReport(results, catalogs, { period: 'all', now: NOW });
      const pdf = progressReportInput(report, { childName: '', paper: 'letter' }).figures;
      expect(cornerFigures(results)).toEqual(new Map(pdf.map((f) => [f.label, f.value])));
    }
  });
});
