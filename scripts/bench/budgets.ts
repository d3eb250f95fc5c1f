import type { BenchResults } from './results';

/** One budget checked against the figures: pass, fail, or not measured in this run. */
export interface BudgetOutcome {
  budget: string;
  limit: string;
  actual: string;
  status: 'pass' | 'fail' | 'not measured';
}

const KB = 1024;

function outcome(
  budget: string,
  limit: string,
  actual: number | undefined,
  pass: (value: number) => boolean,
  unit: string,
): BudgetOutcome {
  if (actual === undefined || Number.isNaN(actual)) {
    return { budget, limit, actual: '-', status: 'not measured' };
  }
  return { budget, limit, actual: `${actual}${unit}`, status: pass(actual) ? 'pass' : 'fail' };
}

/** The budgets of docs/performance.md, evaluated against one run's figures. */
export function evaluateBudgets(results: BenchResults): BudgetOutcome[] {
  const outcomes: BudgetOutcome[] = [];
  const homeJs = results.bytes?.pages['/']?.js.gzip;
  outcomes.push(
    outcome(
      'First-visit JS for / (gzip)',
      '<= 110 KB',
      homeJs === undefined ? undefined : Math.round((homeJs / KB) * 10) / 10,
      (value) => value <= 110,
      ' KB',
    ),
  );
  for (const [page, figures] of Object.entries(results.lighthouse ?? {})) {
    outcomes.push(
      outcome(`Lighthouse performance ${page}`, '>= 95', figures.performance, (v) => v >= 95, ''),
      outcome(
        `Lighthouse accessibility ${page}`,
        '100',
        figures.accessibility,
        (v) => v >= 100,
        '',
      ),
      outcome(
        `Lighthouse best practices ${page}`,
        '100',
        figures.bestPractices,
        (v) => v >= 100,
        '',
      ),
      outcome(`Lighthouse SEO ${page}`, '100', figures.seo, (v) => v >= 100, ''),
      outcome(`LCP ${page}`, '<= 1800 ms', figures.lcpMs, (v) => v <= 1800, ' ms'),
      outcome(`TBT ${page}`, '<= 100 ms', figures.tbtMs, (v) => v <= 100, ' ms'),
    );
  }
  if (!results.lighthouse) {
    outcomes.push(outcome('Lighthouse (every page)', 'see below', undefined, () => false, ''));
  }
  outcomes.push(
    outcome(
      'Offline start to first item, 4x CPU (median)',
      '<= 400 ms',
      results.offlineStart?.totalMedianMs,
      (value) => value <= 400,
      ' ms',
    ),
    outcome(
      'One worksheet (median)',
      '<= 50 ms',
      results.worksheets?.worksheet.medianMs,
      (value) => value <= 50,
      ' ms',
    ),
  );
  return outcomes;
}

export function failedBudgets(outcomes: readonly BudgetOutcome[]): BudgetOutcome[] {
  return outcomes.filter((entry) => entry.status === 'fail');
}
