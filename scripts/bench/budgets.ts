import { passRatio } from './offline-sets';
import type { BenchPart, BenchResults, LighthousePage } from './results';
import { round } from './stats';

/**
 * One budget checked against the figures: pass, fail, not measured in this run, or 'under load':
 * a time budget missed while the machine was busier than its cores, which says nothing about the
 * app and is not counted as a failure.
 */
export interface BudgetOutcome {
  budget: string;
  limit: string;
  actual: string;
  status: 'pass' | 'fail' | 'not measured' | 'under load';
}

const KB = 1024;
const MB = 1024 * KB;

/** The offline start of the topic page, as a multiple of the React reference's. */
export const MAX_OFFLINE_START_RATIO = 2;
export const MAX_HOME_JS_GZIP_KB = 90;
export const MAX_TOPIC_JS_GZIP_KB = 130;
export const MAX_PRECACHE_MB = 3;
export const MAX_VOLUME_MB = 1.5;
export const MAX_LCP_MS = 1200;
export const MAX_WORKSHEET_MS = 50;
/**
 * How much longer a Lighthouse page's long tasks were on the wall clock than on its thread's own
 * clock (the median runs' blocking time, trace-cpu.ts) before its times are taken as the
 * machine's: the page's thread was waiting for one of the shared cores, taken by the machine's
 * host or by the browser's other processes, which the other-work count of load.ts leaves out.
 */
export const MAX_CORE_WAIT_MS = 50;

/** How a budget's figure reacts to a busy machine: sizes and scores of markup do not; a ratio of two
 * pages measured side by side mostly cancels it; an absolute time does not. */
type Sensitivity = 'stable' | 'ratio' | 'time';

interface Check {
  budget: string;
  limit: string;
  actual: number | undefined;
  unit: string;
  pass: (value: number) => boolean;
  sensitivity: Sensitivity;
  part: BenchPart;
  /** Measured while the page's own thread waited for a core, whatever the part's load says. */
  waitedForCores?: boolean;
}

function outcome(check: Check, results: BenchResults): BudgetOutcome {
  const { budget, limit, actual } = check;
  if (actual === undefined || Number.isNaN(actual)) {
    return { budget, limit, actual: '-', status: 'not measured' };
  }
  const measured = `${actual}${check.unit}`;
  if (check.pass(actual)) return { budget, limit, actual: measured, status: 'pass' };
  const underLoad = results.load?.[check.part]?.underLoad === true || check.waitedForCores === true;
  return {
    budget,
    limit,
    actual: measured,
    status: check.sensitivity === 'time' && underLoad ? 'under load' : 'fail',
  };
}

const kbOf = (bytes: number | undefined) =>
  bytes === undefined ? undefined : round(bytes / KB, 1);
const mbOf = (bytes: number | undefined) =>
  bytes === undefined ? undefined : round(bytes / MB, 2);

function byteChecks(results: BenchResults, topicPage: string): Check[] {
  const bytes = results.bytes;
  const checks: Check[] = [
    {
      budget: 'First-visit JS for / (gzip)',
      limit: `<= ${MAX_HOME_JS_GZIP_KB} KB`,
      actual: kbOf(bytes?.pages['/']?.js.gzip),
      unit: ' KB',
      pass: (value) => value <= MAX_HOME_JS_GZIP_KB,
      sensitivity: 'stable',
      part: 'bytes',
    },
    {
      budget: `First-visit JS for ${topicPage} (gzip)`,
      limit: `<= ${MAX_TOPIC_JS_GZIP_KB} KB`,
      actual: kbOf(bytes?.pages[topicPage]?.js.gzip),
      unit: ' KB',
      pass: (value) => value <= MAX_TOPIC_JS_GZIP_KB,
      sensitivity: 'stable',
      part: 'bytes',
    },
    {
      budget: 'Service worker precache',
      limit: `<= ${MAX_PRECACHE_MB} MB`,
      actual: mbOf(bytes?.precache.bytes),
      unit: ' MB',
      pass: (value) => value <= MAX_PRECACHE_MB,
      sensitivity: 'stable',
      part: 'bytes',
    },
  ];
  for (const volume of bytes?.volumes ?? []) {
    checks.push({
      budget: `Volume ${volume.pack} with its pictures`,
      limit: `<= ${MAX_VOLUME_MB} MB`,
      actual: mbOf(volume.bytes),
      unit: ' MB',
      pass: (value) => value <= MAX_VOLUME_MB,
      sensitivity: 'stable',
      part: 'bytes',
    });
  }
  return checks;
}

function lighthouseChecks(results: BenchResults): Check[] {
  const pages = Object.entries(results.lighthouse ?? {});
  if (pages.length === 0) {
    return [
      {
        budget: 'Lighthouse (every page)',
        limit: 'see below',
        actual: undefined,
        unit: '',
        pass: () => false,
        sensitivity: 'time',
        part: 'lighthouse',
      },
    ];
  }
  const score = (
    budget: string,
    actual: number,
    sensitivity: Sensitivity,
  ): Omit<Check, 'part'> => ({
    budget,
    limit: '100',
    actual,
    unit: '',
    pass: (value) => value >= 100,
    sensitivity,
  });
  return pages.flatMap(([page, figures]) => {
    const waitedForCores = waitedForCoresMs(figures) > MAX_CORE_WAIT_MS;
    return [
      score(`Lighthouse performance ${page}`, figures.performance, 'time'),
      score(`Lighthouse accessibility ${page}`, figures.accessibility, 'stable'),
      score(`Lighthouse best practices ${page}`, figures.bestPractices, 'stable'),
      score(`Lighthouse SEO ${page}`, figures.seo, 'stable'),
      {
        budget: `LCP ${page}`,
        limit: `<= ${MAX_LCP_MS} ms`,
        actual: figures.lcpMs,
        unit: ' ms',
        pass: (value: number) => value <= MAX_LCP_MS,
        sensitivity: 'time' as const,
      },
    ].map((check) => ({ ...check, part: 'lighthouse' as const, waitedForCores }));
  });
}

/** The part of a Lighthouse page's blocking time that was its thread waiting for a core. */
function waitedForCoresMs(figures: LighthousePage): number {
  const waited = figures.tbtFromWallMs - figures.tbtFromCpuMs;
  return Number.isFinite(waited) ? waited : 0;
}

/** The topic page's offline start over the React reference's, measured in the same run. */
export function offlineStartRatio(results: BenchResults): number | undefined {
  const { offlineStart: page, offlineFloor: floor } = results;
  if (!page || !floor || floor.react.totalMedianMs <= 0) return undefined;
  return passRatio(page, floor);
}

/** The budgets of docs/performance.md, evaluated against one run's figures. */
export function evaluateBudgets(
  results: BenchResults,
  topicPage = '/class/k1/v1/maths/add-within-5',
): BudgetOutcome[] {
  const checks: Check[] = [
    ...byteChecks(results, topicPage),
    ...lighthouseChecks(results),
    {
      budget: 'Offline start to first item, 4x CPU (median), over the React reference',
      limit: `<= ${MAX_OFFLINE_START_RATIO}x`,
      actual: offlineStartRatio(results),
      unit: 'x',
      pass: (value) => value <= MAX_OFFLINE_START_RATIO,
      sensitivity: 'ratio',
      part: 'offline',
    },
    {
      budget: 'One worksheet (median)',
      limit: `<= ${MAX_WORKSHEET_MS} ms`,
      actual: results.worksheets?.worksheet.medianMs,
      unit: ' ms',
      pass: (value) => value <= MAX_WORKSHEET_MS,
      sensitivity: 'time',
      part: 'worksheets',
    },
  ];
  return checks.map((check) => outcome(check, results));
}

export function failedBudgets(outcomes: readonly BudgetOutcome[]): BudgetOutcome[] {
  return outcomes.filter((entry) => entry.status === 'fail');
}

/** The exit code of `npm run bench`: 1 only when checking and a budget failed. */
export function exitCode(outcomes: readonly BudgetOutcome[], check: boolean): number {
  return check && failedBudgets(outcomes).length > 0 ? 1 : 0;
}
