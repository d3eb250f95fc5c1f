/**
 * `npm run bench`: builds the production app, serves it with the embedded backend and measures
 * bytes, Lighthouse, offline start, worksheets and backend latency; writes docs/performance.md
 * and docs/performance.json.
 *
 *   npm run bench                      everything, writes the docs
 *   npm run bench -- --check           also exits 1 when a budget fails
 *   npm run bench -- --only=bytes,offline   some parts only; prints, leaves the docs alone
 *   npm run bench -- --skip-build      reuse the last bench build
 *   npm run bench -- --label='what changed'   names this run in the before-and-after table
 *   npm run bench -- --offline-sets=1   one set of the offline start instead of three
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import type { Browser } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { measureBackend } from './backend-latency';
import { launchBenchChromium } from './browser';
import { evaluateBudgets, exitCode, failedBudgets } from './budgets';
import { measureBytes } from './bytes';
import { nextHistory, summarize } from './history';
import { measureLighthouse } from './lighthouse';
import { withLoad } from './load';
import { serveFloorPages } from './offline-floor';
import { middlePass, setFigures, type OfflinePass } from './offline-sets';
import { measureOfflineStarts } from './offline-start';
import { renderReport } from './report';
import { BENCH_PARTS, type BenchPart, type BenchResults, type MachineInfo } from './results';
import { startServers } from './servers';
import { measureWorksheets } from './worksheets';

const CHROMIUM = '/usr/bin/chromium';
const JSON_PATH = 'docs/performance.json';
const TOPIC_PAGE = '/class/k1/v1/maths/add-within-5';
const BYTES_PAGES = ['/', TOPIC_PAGE, '/subscription'];
const LIGHTHOUSE_PAGES = ['/', '/class/k1/v1', TOPIC_PAGE, '/subscribe'];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

function numberOption(name: string, fallback: number): number {
  return Number(option(name) ?? fallback);
}

function selectedParts(): BenchPart[] {
  const only = option('only');
  if (!only) return [...BENCH_PARTS];
  const parts = only.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !BENCH_PARTS.includes(part as BenchPart));
  if (unknown.length > 0) throw new Error(`Unknown part(s): ${unknown.join(', ')}`);
  return parts as BenchPart[];
}

/** A browser for one part only, closed after it, so no idle browser runs beside the next part. */
async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBenchChromium(CHROMIUM, [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
  ]);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

function machine(): MachineInfo {
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: version.stdout.trim().split('\n').at(-1) ?? 'Chromium (version unknown)',
  };
}

async function main(): Promise<void> {
  const parts = selectedParts();
  const check = process.argv.includes('--check');
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: machine(),
  };
  const needsServers = parts.some((part) => part !== 'worksheets');
  const servers = needsServers
    ? await startServers({
        appPort: numberOption('app-port', 4391),
        backendPort: numberOption('backend-port', 54391),
        outDir: option('out-dir') ?? '/tmp/sprouts-bench-dist',
        skipBuild: process.argv.includes('--skip-build'),
      })
    : null;
  const load: NonNullable<BenchResults['load']> = {};
  results.load = load;
  const measure = async <T>(part: BenchPart, run: () => Promise<T> | T): Promise<T> => {
    console.error(`bench: ${part}`);
    const { value, load: partLoad } = await withLoad(results.machine.cores, run);
    load[part] = partLoad;
    return value;
  };
  try {
    if (servers && parts.includes('bytes')) {
      results.bytes = await measure('bytes', () =>
        withBrowser((browser) =>
          measureBytes(browser, servers.appUrl, servers.outDir, BYTES_PAGES),
        ),
      );
    }
    if (servers && parts.includes('lighthouse')) {
      // One page at a time, nothing of the bench's own running beside it but its servers.
      results.lighthouse = await measure('lighthouse', () =>
        measureLighthouse(
          servers.appUrl,
          LIGHTHOUSE_PAGES,
          numberOption('lighthouse-runs', 3),
          CHROMIUM,
        ),
      );
    }
    if (servers && parts.includes('offline')) {
      // The topic page and the reference pages in one part, taking turns run by run, so their
      // ratio shares one load; in several sets, of which the middle one is kept.
      const passes = await measure('offline', () =>
        withBrowser(async (browser) => {
          const floor = await serveFloorPages(
            `${servers.outDir}-offline-floor`,
            numberOption('floor-port', 4392),
          );
          try {
            const measured: OfflinePass[] = [];
            for (let set = 0; set < numberOption('offline-sets', 3); set += 1) {
              const [page, plain, react] = await measureOfflineStarts(
                browser,
                [
                  { appUrl: servers.appUrl, path: TOPIC_PAGE },
                  { appUrl: floor.url, path: '/plain/' },
                  { appUrl: floor.url, path: '/react/' },
                ],
                numberOption('offline-runs', 10),
              );
              if (!page || !plain || !react) throw new Error('An offline start was not measured');
              measured.push({ page, floor: { plain, react } });
            }
            return measured;
          } finally {
            await floor.close();
          }
        }),
      );
      const middle = middlePass(passes);
      results.offlineStart = middle.page;
      results.offlineFloor = middle.floor;
      results.offlineSets = passes.map(setFigures);
    }
    if (parts.includes('worksheets')) {
      results.worksheets = await measure('worksheets', () =>
        measureWorksheets(numberOption('worksheet-runs', 5)),
      );
    }
    if (servers && parts.includes('backend')) {
      results.backend = await measure('backend', () => measureBackend(servers.backendUrl));
    }
  } finally {
    await servers?.stop();
  }

  const budgets = evaluateBudgets(results, TOPIC_PAGE);
  if (parts.length === BENCH_PARTS.length) {
    const previous = existsSync(JSON_PATH)
      ? (JSON.parse(readFileSync(JSON_PATH, 'utf8')) as Parameters<typeof nextHistory>[0])
      : undefined;
    results.history = nextHistory(
      previous,
      summarize(results, option('label') ?? results.date, TOPIC_PAGE),
      option('previous-label') ?? 'previous run',
      TOPIC_PAGE,
    );
  }
  const report = renderReport(results, budgets);
  if (parts.length === BENCH_PARTS.length) {
    // Written as Prettier would, so `prettier --check .` in `npm test` stays green.
    const options = (await resolveConfig('docs/performance.md')) ?? {};
    const json = JSON.stringify({ ...results, budgets });
    writeFileSync(JSON_PATH, await format(json, { ...options, parser: 'json' }));
    writeFileSync('docs/performance.md', await format(report, { ...options, parser: 'markdown' }));
    console.error('bench: wrote docs/performance.md and docs/performance.json');
  } else {
    console.log(report);
    console.log(JSON.stringify(results, null, 2));
  }
  const failed = failedBudgets(budgets);
  for (const entry of failed) {
    console.error(`budget failed: ${entry.budget}: ${entry.actual} (limit ${entry.limit})`);
  }
  process.exitCode = exitCode(budgets, check);
}

await main();
