import { describe, expect, it } from 'vitest';
import { evaluateBudgets, failedBudgets } from './budgets';
import { renderReport } from './report';
import type { BenchResults, LighthousePage } from './results';

const machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGiB: 24,
  os: 'Linux 6',
  node: 'v20.20.2',
  chromium: 'Chromium 156',
};

const lighthouse: LighthousePage = {
  runs: 3,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  fcpMs: 900,
  tbtMs: 40,
  cls: 0,
  speedIndexMs: 1100,
  tbtFromWallMs: 45,
  tbtFromCpuMs: 20,
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2026-11-23',
    machine,
    bytes: {
      pages: {
        '/': {
          js: { raw: 300_000, gzip: 100 * 1024, brotli: 90_000 },
          css: { raw: 20_000, gzip: 5_000, brotli: 4_000 },
          files: ['assets/index.js', 'assets/index.css'],
        },
      },
      largestChunk: { file: 'assets/index.js', raw: 300_000, gzip: 100_000, brotli: 90_000 },
      precache: { entries: 80, bytes: 2_000_000 },
      packs: [
        { pack: 'k1/v1', delivery: 'bundled chunk', raw: 30_000, gzip: 6_000, brotli: 5_000 },
      ],
    },
    lighthouse: { '/': lighthouse },
    offlineStart: {
      page: '/class/k1/v1/maths/add-within-5',
      runs: 10,
      cpuThrottle: 4,
      readyMedianMs: 250,
      readyP95Ms: 300,
      firstItemMedianMs: 60,
      totalMedianMs: 310,
    },
    worksheets: {
      runs: 5,
      worksheet: { count: 36, medianMs: 20, maxMs: 40, medianKb: 60, maxKb: 120 },
      volume: { 'k1-v1': { medianMs: 900, kb: 800, worksheets: 14, pages: 28 } },
    },
    ...overrides,
  };
}

describe('budgets', () => {
  it('pass when every figure is within its limit', () => {
    const outcomes = evaluateBudgets(results());
    expect(outcomes.map((entry) => entry.status)).not.toContain('fail');
    expect(outcomes.filter((entry) => entry.status === 'pass')).toHaveLength(9);
  });

  it('fail on each limit crossed, and say what was measured', () => {
    const heavy = results({
      lighthouse: { '/': { ...lighthouse, performance: 94, seo: 92, lcpMs: 1801, tbtMs: 101 } },
      offlineStart: { ...results().offlineStart!, totalMedianMs: 401 },
      worksheets: {
        ...results().worksheets!,
        worksheet: { count: 36, medianMs: 50.1, maxMs: 80, medianKb: 60, maxKb: 120 },
      },
    });
    heavy.bytes!.pages['/']!.js.gzip = 110 * 1024 + 200;
    const failed = failedBudgets(evaluateBudgets(heavy)).map((entry) => entry.budget);
    expect(failed).toEqual([
      'First-visit JS for / (gzip)',
      'Lighthouse performance /',
      'Lighthouse SEO /',
      'LCP /',
      'TBT /',
      'Offline start to first item, 4x CPU (median)',
      'One worksheet (median)',
    ]);
    expect(evaluateBudgets(heavy)[0]).toMatchObject({ actual: '110.2 KB', limit: '<= 110 KB' });
  });

  it('are "not measured", never passed, when a part did not run', () => {
    const outcomes = evaluateBudgets({ date: '2026-11-23', machine });
    expect(outcomes.every((entry) => entry.status === 'not measured')).toBe(true);
    expect(failedBudgets(outcomes)).toEqual([]);
  });
});

describe('the performance report', () => {
  it('names the machine and date and tabulates every part', () => {
    const report = renderReport(results(), evaluateBudgets(results()));
    expect(report).toContain('Measured on 2026-11-23: Test CPU, 2 cores, 24 GiB');
    for (const heading of [
      '## Budgets',
      '## Bytes',
      '## Lighthouse',
      '## Offline start',
      '## Worksheets',
    ])
      expect(report).toContain(heading);
    expect(report).toContain('| `/` | JS | 1 | 293 | 100 | 87.9 |');
    expect(report).toContain(
      '| `/` | 98 | 100 | 100 | 100 | 1500 | 900 | 40 | 0 | 1100 | 45 / 20 |',
    );
    expect(report).toContain('| `/class/k1/v1/maths/add-within-5` | 250 | 300 | 60 | 310 |');
    expect(report).not.toContain('Reference:');
    expect(report).toContain('## Embedded backend\n\nNot measured in this run.');
  });

  it('sets the offline start beside the reference pages when they were measured', () => {
    const reference = (readyMedianMs: number, firstItemMedianMs: number) => ({
      ...results().offlineStart!,
      page: '/plain/',
      readyMedianMs,
      readyP95Ms: readyMedianMs + 20,
      firstItemMedianMs,
      totalMedianMs: readyMedianMs + firstItemMedianMs,
    });
    const measured = results({
      offlineFloor: { plain: reference(200, 5), react: reference(580, 20) },
    });
    const report = renderReport(measured, evaluateBudgets(measured));
    expect(report).toContain('| Reference: one button, DOM only | 200 | 220 | 5 | 205 |');
    expect(report).toContain('| Reference: one button, React | 580 | 600 | 20 | 600 |');
    expect(report).toContain('`scripts/bench/offline-floor`');
    expect(evaluateBudgets(measured)).toEqual(evaluateBudgets(results()));
  });
});
