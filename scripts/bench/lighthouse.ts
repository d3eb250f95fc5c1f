/**
 * Lighthouse 12 with its mobile defaults (simulated slow 4G and 4x CPU), the median of several
 * runs per page, through the CLI and Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIGHTHOUSE_CHROME_FLAGS } from './chrome-flags';
import type { LighthousePage } from './results';
import { median, round } from './stats';
import { mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from './trace-cpu';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runOnce(url: string, chromePath: string, directory: string, index: number) {
  const output = join(directory, `run-${index}.json`);
  const result = spawnSync(
    'node',
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      // Keeps the trace (run-N-0.trace.json) for the blocking time from thread time.
      '--save-assets',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const trace = JSON.parse(readFileSync(join(directory, `run-${index}-0.trace.json`), 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  return { report, blocking: mainThreadBlocking(trace.traceEvents, new URL(url).origin) };
}

/** The figures of one report, scores as 0-100, and the blocking time its trace shows. */
export function figuresOf(
  report: LighthouseReport,
  blocking?: MainThreadBlocking,
): Omit<LighthousePage, 'runs'> {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    tbtFromWallMs: blocking?.fromWallMs ?? Number.NaN,
    tbtFromCpuMs: blocking?.fromCpuMs ?? Number.NaN,
  };
}

/** Median of each figure over the runs. */
export function medianFigures(runs: Omit<LighthousePage, 'runs'>[]): LighthousePage {
  const pick = (key: keyof Omit<LighthousePage, 'runs'>, digits: number) =>
    round(median(runs.map((run) => run[key])), digits);
  return {
    runs: runs.length,
    performance: pick('performance', 0),
    accessibility: pick('accessibility', 0),
    bestPractices: pick('bestPractices', 0),
    seo: pick('seo', 0),
    lcpMs: pick('lcpMs', 0),
    fcpMs: pick('fcpMs', 0),
    tbtMs: pick('tbtMs', 0),
    cls: pick('cls', 3),
    speedIndexMs: pick('speedIndexMs', 0),
    tbtFromWallMs: pick('tbtFromWallMs', 0),
    tbtFromCpuMs: pick('tbtFromCpuMs', 0),
  };
}

export function measureLighthouse(
  appUrl: string,
  pages: readonly string[],
  runs: number,
  chromePath: string,
): Record<string, LighthousePage> {
  const directory = mkdtempSync(join(tmpdir(), 'sprouts-lighthouse-'));
  try {
    const results: Record<string, LighthousePage> = {};
    for (const path of pages) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        console.error(`bench: lighthouse ${path} (${run + 1}/${runs})`);
        const { report, blocking } = runOnce(`${appUrl}${path}`, chromePath, directory, run);
        figures.push(figuresOf(report, blocking));
      }
      results[path] = medianFigures(figures);
    }
    return results;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
