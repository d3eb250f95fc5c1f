/**
 * `npm run bench`: builds the production app, serves it with the embedded backend and measures
 * bytes, Lighthouse, offline start, worksheets and backend latency; writes docs/performance.md
 * and docs/performance.json.
 *
 *   npm run bench                      everything, writes the docs
 *   npm run bench -- --check           also exits 1 when a budget fails
 *   npm run bench -- --only=bytes,offline   some parts only; prints, leaves the docs alone
 *   npm run bench -- --skip-build      reuse the last bench build
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { measureBackend } from './backend-latency';
import { evaluateBudgets, failedBudgets } from './budgets';
import { measureBytes } from './bytes';
import { measureLighthouse } from './lighthouse';
import { measureOfflineFloor } from './offline-floor';
import { measureOfflineStart } from './offline-start';
import { renderReport } from './report';
import type { BenchResults, MachineInfo } from './results';
import { startServers } from './servers';
import { measureWorksheets } from './worksheets';

const PARTS = ['bytes', 'lighthouse', 'offline', 'worksheets', 'backend'] as const;
type Part = (typeof PARTS)[number];

const CHROMIUM = '/usr/bin/chromium';
const TOPIC_PAGE = '/class/k1/v1/maths/add-within-5';
const BYTES_PAGES = ['/', TOPIC_PAGE, '/subscription'];
const LIGHTHOUSE_PAGES = ['/', '/class/k1/v1', TOPIC_PAGE, '/subscribe'];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

function selectedParts(): Part[] {
  const only = option('only');
  if (!only) return [...PARTS];
  const parts = only.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !PARTS.includes(part as Part));
  if (unknown.length > 0) throw new Error(`Unknown part(s): ${unknown.join(', ')}`);
  return parts as Part[];
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
        appPort: Number(option('app-port') ?? 4391),
        backendPort: Number(option('backend-port') ?? 54391),
        outDir: option('out-dir') ?? '/tmp/sprouts-bench-dist',
        skipBuild: process.argv.includes('--skip-build'),
      })
    : null;
  const browser =
    parts.includes('bytes') || parts.includes('offline')
      ? await chromium.launch({
          executablePath: CHROMIUM,
          args: ['--disable-background-networking', '--disable-component-update', '--disable-quic'],
        })
      : null;
  try {
    if (servers && browser && parts.includes('bytes')) {
      console.error('bench: bytes');
      results.bytes = await measureBytes(browser, servers.appUrl, servers.outDir, BYTES_PAGES);
    }
    if (servers && parts.includes('lighthouse')) {
      results.lighthouse = measureLighthouse(
        servers.appUrl,
        LIGHTHOUSE_PAGES,
        Number(option('lighthouse-runs') ?? 3),
        CHROMIUM,
      );
    }
    if (servers && browser && parts.includes('offline')) {
      console.error('bench: offline start');
      results.offlineStart = await measureOfflineStart(
        browser,
        servers.appUrl,
        TOPIC_PAGE,
        Number(option('offline-runs') ?? 10),
      );
      console.error('bench: offline start of the reference pages');
      results.offlineFloor = await measureOfflineFloor(
        browser,
        `${servers.outDir}-offline-floor`,
        Number(option('floor-port') ?? 4392),
        Number(option('offline-runs') ?? 10),
      );
    }
    if (parts.includes('worksheets')) {
      console.error('bench: worksheets');
      results.worksheets = measureWorksheets(Number(option('worksheet-runs') ?? 5));
    }
    if (servers && parts.includes('backend')) {
      console.error('bench: embedded backend');
      results.backend = await measureBackend(servers.backendUrl);
    }
  } finally {
    await browser?.close();
    await servers?.stop();
  }

  const budgets = evaluateBudgets(results);
  const report = renderReport(results, budgets);
  if (parts.length === PARTS.length) {
    // Written as Prettier would, so `prettier --check .` in `npm test` stays green.
    const options = (await resolveConfig('docs/performance.md')) ?? {};
    const json = JSON.stringify({ ...results, budgets });
    writeFileSync('docs/performance.json', await format(json, { ...options, parser: 'json' }));
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
  if (check && failed.length > 0) process.exit(1);
}

await main();
