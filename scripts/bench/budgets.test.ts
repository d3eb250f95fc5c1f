import { describe, expect, it } from 'vitest';
import { evaluateBudgets, exitCode, failedBudgets, offlineStartRatio } from './budgets';
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

const TOPIC = '/class/k1/v1/maths/add-within-5';

const lighthouse: LighthousePage = {
  runs: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1100,
  fcpMs: 900,
  tbtMs: 40,
  cls: 0,
  speedIndexMs: 1100,
  tbtFromWallMs: 45,
  tbtFromCpuMs: 20,
};

function offline(page: string, readyMedianMs: number, firstItemMedianMs: number) {
  return {
    page,
    runs: 10,
    cpuThrottle: 4,
    readyMedianMs,
    readyP95Ms: readyMedianMs + 50,
    firstItemMedianMs,
    totalMedianMs: readyMedianMs + firstItemMedianMs,
  };
}

const quiet = { before: [0.5, 0.6, 0.7], after: [0.8, 0.7, 0.7], underLoad: false };
const busy = { before: [3.1, 2.5, 2], after: [2.9, 2.5, 2], underLoad: true };

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2026-11-23',
    machine,
    bytes: {
      pages: {
        '/': {
          js: { raw: 300_000, gzip: 80 * 1024, brotli: 70_000 },
          css: { raw: 20_000, gzip: 5_000, brotli: 4_000 },
          files: ['assets/index.js', 'assets/index.css'],
        },
        [TOPIC]: {
          js: { raw: 400_000, gzip: 120 * 1024, brotli: 100_000 },
          css: { raw: 20_000, gzip: 5_000, brotli: 4_000 },
          files: ['assets/index.js', 'assets/topic.js', 'assets/index.css'],
        },
      },
      largestChunk: { file: 'assets/index.js', raw: 300_000, gzip: 100_000, brotli: 90_000 },
      precache: { entries: 80, bytes: 2_000_000 },
      packs: [
        { pack: 'k1/v1', delivery: 'bundled chunk', raw: 30_000, gzip: 6_000, brotli: 5_000 },
      ],
      volumes: [
        { pack: 'k1/v1', packBytes: 30_000, pictures: 300, pictureBytes: 400_000, bytes: 430_000 },
      ],
    },
    lighthouse: { '/': lighthouse },
    offlineStart: offline(TOPIC, 250, 60),
    offlineFloor: { plain: offline('/plain/', 100, 5), react: offline('/react/', 150, 10) },
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
    const outcomes = evaluateBudgets(results(), TOPIC);
    expect(outcomes.map((entry) => entry.status)).not.toContain('fail');
    expect(outcomes.filter((entry) => entry.status === 'pass')).toHaveLength(11);
  });

  it('fail on each limit crossed, and say what was measured', () => {
    const heavy = results({
      lighthouse: { '/': { ...lighthouse, performance: 99, seo: 92, lcpMs: 1201 } },
      offlineStart: offline(TOPIC, 250, 72),
      worksheets: {
        ...results().worksheets!,
        worksheet: { count: 36, medianMs: 50.1, maxMs: 80, medianKb: 60, maxKb: 120 },
      },
    });
    heavy.bytes!.pages['/']!.js.gzip = 90 * 1024 + 200;
    heavy.bytes!.pages[TOPIC]!.js.gzip = 130 * 1024 + 200;
    heavy.bytes!.precache.bytes = 3 * 1024 * 1024 + 20_000;
    heavy.bytes!.volumes[0]!.bytes = 1.5 * 1024 * 1024 + 20_000;
    const outcomes = evaluateBudgets(heavy, TOPIC);
    expect(failedBudgets(outcomes).map((entry) => entry.budget)).toEqual([
      'First-visit JS for / (gzip)',
      `First-visit JS for ${TOPIC} (gzip)`,
      'Service worker precache',
      'Volume k1/v1 with its pictures',
      'Lighthouse performance /',
      'Lighthouse SEO /',
      'LCP /',
      'Offline start to first item, 4x CPU (median), over the React reference',
      'One worksheet (median)',
    ]);
    expect(outcomes[0]).toMatchObject({ actual: '90.2 KB', limit: '<= 90 KB' });
    expect(outcomes[2]).toMatchObject({ actual: '3.02 MB', limit: '<= 3 MB' });
    expect(outcomes.at(-2)).toMatchObject({ actual: '2.01x', limit: '<= 2x' });
  });

  it('judge the offline start as a ratio to the React reference of the same run', () => {
    // Both pages twice as slow on a busier machine: the same ratio, the same verdict.
    const slow = results({
      offlineStart: offline(TOPIC, 500, 120),
      offlineFloor: { plain: offline('/plain/', 200, 10), react: offline('/react/', 300, 20) },
    });
    expect(offlineStartRatio(results())).toBe(1.94);
    expect(offlineStartRatio(slow)).toBe(1.94);
    expect(failedBudgets(evaluateBudgets(slow, TOPIC))).toEqual([]);
    expect(offlineStartRatio(results({ offlineFloor: undefined }))).toBeUndefined();
  });

  it('mark a time budget missed under load as such, and judge the rest all the same', () => {
    const loaded = results({
      load: { bytes: busy, lighthouse: busy, offline: busy, worksheets: busy },
      lighthouse: { '/': { ...lighthouse, performance: 90, lcpMs: 2000, seo: 92 } },
      offlineStart: offline(TOPIC, 400, 60),
      worksheets: {
        ...results().worksheets!,
        worksheet: { count: 36, medianMs: 80, maxMs: 90, medianKb: 60, maxKb: 120 },
      },
    });
    loaded.bytes!.pages['/']!.js.gzip = 95 * 1024;
    const outcomes = evaluateBudgets(loaded, TOPIC);
    const status = (budget: string) => outcomes.find((entry) => entry.budget === budget)?.status;
    expect(status('Lighthouse performance /')).toBe('under load');
    expect(status('LCP /')).toBe('under load');
    expect(status('One worksheet (median)')).toBe('under load');
    expect(status('Lighthouse SEO /')).toBe('fail');
    expect(status('First-visit JS for / (gzip)')).toBe('fail');
    expect(status('Offline start to first item, 4x CPU (median), over the React reference')).toBe(
      'fail',
    );

    const calm = evaluateBudgets({ ...loaded, load: { lighthouse: quiet, worksheets: quiet } });
    expect(calm.find((entry) => entry.budget === 'LCP /')?.status).toBe('fail');
    expect(calm.find((entry) => entry.budget === 'One worksheet (median)')?.status).toBe('fail');
  });

  it('are "not measured", never passed, when a part did not run', () => {
    const outcomes = evaluateBudgets({ date: '2026-11-23', machine });
    expect(outcomes.every((entry) => entry.status === 'not measured')).toBe(true);
    expect(failedBudgets(outcomes)).toEqual([]);
  });
});

describe('a Lighthouse page whose thread waited for a core', () => {
  const missed = { ...lighthouse, performance: 99, lcpMs: 1250, seo: 92 };
  const statusOf = (page: LighthousePage, budget: string) =>
    evaluateBudgets(
      results({ load: { lighthouse: quiet }, lighthouse: { '/': page } }),
      TOPIC,
    ).find((entry) => entry.budget === budget)?.status;

  it('has its missed time budgets read "under load" though the part was quiet', () => {
    const waited = { ...missed, tbtFromWallMs: 216, tbtFromCpuMs: 8 };
    expect(statusOf(waited, 'Lighthouse performance /')).toBe('under load');
    expect(statusOf(waited, 'LCP /')).toBe('under load');
    expect(statusOf(waited, 'Lighthouse SEO /')).toBe('fail');
  });

  it('fails them when the wait was short or its figures are missing', () => {
    const ran = { ...missed, tbtFromWallMs: 230, tbtFromCpuMs: 190 };
    expect(statusOf(ran, 'Lighthouse performance /')).toBe('fail');
    expect(statusOf(ran, 'LCP /')).toBe('fail');
    const unknown = { ...missed, tbtFromWallMs: Number.NaN, tbtFromCpuMs: Number.NaN };
    expect(statusOf(unknown, 'Lighthouse performance /')).toBe('fail');
  });
});

describe('the exit code of a bench run', () => {
  const failing = evaluateBudgets(results({ offlineStart: offline(TOPIC, 600, 60) }), TOPIC);
  const underLoad = evaluateBudgets(
    results({ load: { lighthouse: busy }, lighthouse: { '/': { ...lighthouse, lcpMs: 3000 } } }),
    TOPIC,
  );

  it('is 1 with --check when a budget failed', () => {
    expect(exitCode(failing, true)).toBe(1);
  });

  it('is 0 without --check, when every budget passed, or when a miss was under load', () => {
    expect(exitCode(failing, false)).toBe(0);
    expect(exitCode(evaluateBudgets(results(), TOPIC), true)).toBe(0);
    expect(exitCode(underLoad, true)).toBe(0);
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
    expect(report).toContain('| `/` | JS | 1 | 293 | 80 | 68.4 |');
    expect(report).toContain(
      '| `/` | 100 | 100 | 100 | 100 | 1100 | 900 | 40 | 0 | 1100 | 45 / 20 |',
    );
    expect(report).toContain('| `/class/k1/v1/maths/add-within-5` | 250 | 300 | 60 | 310 |');
    expect(report).toContain('| k1/v1 | 29.3 | 300 | 390.6 | 419.9 |');
    expect(report).toContain('## Embedded backend\n\nNot measured in this run.');
  });

  it('sets the offline start beside the reference pages and gives their ratio', () => {
    const report = renderReport(results(), evaluateBudgets(results(), TOPIC));
    expect(report).toContain('| Reference: one button, DOM only | 100 | 150 | 5 | 105 |');
    expect(report).toContain('| Reference: one button, React | 150 | 200 | 10 | 160 |');
    expect(report).toContain('`scripts/bench/offline-floor`');
    expect(report).toContain("The topic page's total is 1.94 times the React reference's");
    expect(report).toContain('10 runs each, the pages taking turns run by run');
    const alone = renderReport(results({ offlineFloor: undefined }), []);
    expect(alone).toContain('10 runs (ms');
    expect(alone).not.toContain('Reference:');
    expect(alone).not.toContain('times the React reference');
    expect(report).not.toContain('Measured in');
  });

  it("lists each offline-start set's ratio when there were several", () => {
    const report = renderReport(
      results({
        offlineSets: [
          { topicMs: 1045, reactMs: 618, ratio: 1.69 },
          { topicMs: 310, reactMs: 160, ratio: 1.94 },
          { topicMs: 1170, reactMs: 534, ratio: 2.19 },
        ],
      }),
      [],
    );
    expect(report).toContain('Measured in 3 sets');
    expect(report).toContain(
      'in the order measured: 1.69x (1045 / 618 ms), 1.94x (310 / 160 ms), 2.19x (1170 / 534 ms).',
    );
  });

  it('counts the requests each page made before its first control, when measured', () => {
    const withRequests = results({
      offlineStart: { ...offline(TOPIC, 250, 60), requestsBeforeReady: 89 },
      offlineFloor: {
        plain: { ...offline('/plain/', 100, 5), requestsBeforeReady: 3 },
        react: { ...offline('/react/', 150, 10), requestsBeforeReady: 3 },
      },
    });
    const report = renderReport(withRequests, []);
    expect(report).toContain('Requests before ready (median)');
    expect(report).toContain(`| \`${TOPIC}\` | 250 | 300 | 60 | 310 | 89 |`);
    expect(report).toContain('| Reference: one button, React | 150 | 200 | 10 | 160 | 3 |');
    // A run from before the count: the column says it was not measured.
    expect(renderReport(results(), [])).toContain(
      '| Reference: one button, React | 150 | 200 | 10 | 160 | - |',
    );
  });

  it('records the load around each part and marks the parts measured under load', () => {
    const ownBrowsersOnly = { ...busy, otherCores: 0.08, underLoad: false };
    const report = renderReport(
      results({ load: { bytes: quiet, lighthouse: busy, offline: ownBrowsersOnly } }),
      [],
    );
    expect(report).toContain('| bytes | 0.5 / 0.6 / 0.7 | 0.8 / 0.7 / 0.7 | - | quiet |');
    expect(report).toContain('| lighthouse | 3.1 / 2.5 / 2 | 2.9 / 2.5 / 2 | - | under load |');
    expect(report).toContain("when the page's thread waited more than 50 ms for a core");
    expect(report).toContain('| offline | 3.1 / 2.5 / 2 | 2.9 / 2.5 / 2 | 0.08 | quiet |');
    expect(report).not.toContain('| worksheets |');
    expect(renderReport(results(), [])).toContain('## Machine load\n\nNot recorded in this run.');
  });
});
