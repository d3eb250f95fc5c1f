/** docs/performance.md from one run's figures. */
import { MAX_CORE_WAIT_MS, offlineStartRatio, type BudgetOutcome } from './budgets';
import { OTHER_WORK_LIMIT } from './load';
import {
  BENCH_PARTS,
  type BenchPart,
  type BenchResults,
  type CompressedSize,
  type OfflineStartResults,
} from './results';
import { kb } from './stats';

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const sizes = (size: CompressedSize) => [kb(size.raw), kb(size.gzip), kb(size.brotli)];

function bytesSection(results: BenchResults): string[] {
  const bytes = results.bytes;
  if (!bytes) return ['## Bytes', '', 'Not measured in this run.'];
  const pageRows = Object.entries(bytes.pages).flatMap(([page, figures]) => [
    [
      `\`${page}\``,
      'JS',
      figures.files.filter((file) => file.endsWith('.js')).length,
      ...sizes(figures.js),
    ],
    [
      `\`${page}\``,
      'CSS',
      figures.files.filter((file) => file.endsWith('.css')).length,
      ...sizes(figures.css),
    ],
  ]);
  return [
    '## Bytes',
    '',
    'Scripts and styles loaded by a first visit (no service worker, empty cache), in KB, compressed as a static host serves them (gzip -9, brotli -q 11).',
    '',
    table(['Page', 'Type', 'Files', 'Raw KB', 'gzip KB', 'brotli KB'], pageRows),
    '',
    table(
      ['', 'Raw KB', 'gzip KB', 'brotli KB'],
      [[`Largest chunk \`${bytes.largestChunk.file}\``, ...sizes(bytes.largestChunk)]],
    ),
    '',
    `Service worker precache: ${bytes.precache.entries} files, ${kb(bytes.precache.bytes)} KB raw.`,
    '',
    table(
      ['Content pack', 'Delivery', 'Raw KB', 'gzip KB', 'brotli KB'],
      bytes.packs.map((pack) => [pack.pack, pack.delivery, ...sizes(pack)]),
    ),
    '',
    'A downloaded volume as a device keeps it: its content (raw) and every picture file of the build, since a round may show any picture of the set.',
    '',
    table(
      ['Volume', 'Content KB', 'Pictures', 'Pictures KB', 'Total KB'],
      bytes.volumes.map((volume) => [
        volume.pack,
        kb(volume.packBytes),
        volume.pictures,
        kb(volume.pictureBytes),
        kb(volume.bytes),
      ]),
    ),
  ];
}

function lighthouseSection(results: BenchResults): string[] {
  const pages = results.lighthouse;
  if (!pages) return ['## Lighthouse', '', 'Not measured in this run.'];
  const runs = Object.values(pages)[0]?.runs ?? 0;
  return [
    '## Lighthouse',
    '',
    `Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs per page; Chromium keeps RenderDocument on, its default (performance-notes.md, section 5).`,
    '',
    `The last column is not a budget: each run's trace, the page's main-thread tasks after first contentful paint slowed 4x and counted past 50 ms, once from their wall-clock time (what Lighthouse's TBT is made of) and once from the time the thread actually ran. The difference is time the page's thread spent waiting for one of this machine's two shared cores: above ${MAX_CORE_WAIT_MS} ms, that page's performance score and LCP, when they miss their budget, read "under load" (see Machine load).`,
    '',
    table(
      [
        'Page',
        'Perf',
        'A11y',
        'Best pr.',
        'SEO',
        'LCP ms',
        'FCP ms',
        'TBT ms',
        'CLS',
        'Speed Index ms',
        'TBT from wall / thread time ms',
      ],
      Object.entries(pages).map(([page, figures]) => [
        `\`${page}\``,
        figures.performance,
        figures.accessibility,
        figures.bestPractices,
        figures.seo,
        figures.lcpMs,
        figures.fcpMs,
        figures.tbtMs,
        figures.cls,
        figures.speedIndexMs,
        `${figures.tbtFromWallMs} / ${figures.tbtFromCpuMs}`,
      ]),
    ),
  ];
}

const offlineRow = (label: string, figures: OfflineStartResults) => [
  label,
  figures.readyMedianMs,
  figures.readyP95Ms,
  figures.firstItemMedianMs,
  figures.totalMedianMs,
  figure(figures.requestsBeforeReady),
];

function ratioLine(results: BenchResults): string[] {
  const ratio = offlineStartRatio(results);
  return ratio === undefined
    ? []
    : [
        `The topic page's total is ${ratio} times the React reference's, measured in the same run: the budget, since a busy machine slows both.`,
        '',
      ];
}

function setsLine(results: BenchResults): string[] {
  const sets = results.offlineSets ?? [];
  if (sets.length < 2) return [];
  const each = sets.map((set) => `${set.ratio}x (${set.topicMs} / ${set.reactMs} ms)`).join(', ');
  return [
    '',
    `Measured in ${sets.length} sets, each one such pass over every page; the figures below are those of the set whose ratio is the middle one, since one set's ratio moves by about 0.2 from one set to the next on this machine. Each set's ratio, topic / React, in the order measured: ${each}.`,
  ];
}

const figure = (value: number | undefined, unit = '') =>
  value === undefined ? '-' : `${value}${unit}`;

function historySection(results: BenchResults): string[] {
  const history = results.history ?? [];
  if (history.length === 0) return [];
  const lcpPages = [...new Set(history.flatMap((entry) => Object.keys(entry.lcpMs)))];
  const loads = (entry: (typeof history)[number]) =>
    Object.entries(entry.load)
      .map(([part, value]) => {
        const others = entry.otherCores?.[part as BenchPart];
        return others === undefined ? `${part} ${value}` : `${part} ${value} (others ${others})`;
      })
      .join(', ');
  return [
    '## Before and after',
    '',
    `Each labelled run's headline figures, oldest first, with the highest 1-minute load average seen around each part (${results.machine.cores} cores) and, in brackets, the cores' worth of CPU other work used during it (above ${OTHER_WORK_LIMIT}, absolute times are noise).`,
    '',
    table(
      [
        'Run',
        'Date',
        'JS / gzip KB',
        'JS topic gzip KB',
        'Precache MB',
        'Offline start topic / React ms',
        'Ratio',
        ...lcpPages.map((page) => `LCP \`${page}\` ms`),
        'Load (1 min)',
      ],
      history.map((entry) => [
        entry.label,
        entry.date,
        figure(entry.homeJsGzipKb),
        figure(entry.topicJsGzipKb),
        figure(entry.precacheMb),
        `${figure(entry.offlineTopicMs)} / ${figure(entry.offlineReactMs)}`,
        figure(entry.offlineRatio, 'x'),
        ...lcpPages.map((page) => figure(entry.lcpMs[page])),
        loads(entry),
      ]),
    ),
    '',
  ];
}

function loadSection(results: BenchResults): string[] {
  const load = results.load ?? {};
  const rows = BENCH_PARTS.flatMap((part) => {
    const figures = load[part];
    return figures
      ? [
          [
            part,
            figures.before.join(' / '),
            figures.after.join(' / '),
            figures.otherCores === undefined ? '-' : String(figures.otherCores),
            figures.underLoad ? 'under load' : 'quiet',
          ],
        ]
      : [];
  });
  if (rows.length === 0) return ['## Machine load', '', 'Not recorded in this run.'];
  return [
    '## Machine load',
    '',
    `The load average (1 / 5 / 15 minutes) before and after each part, and the CPU that other work used during it: every process outside the bench's own (its browsers and servers, which the load average counts too), in cores' worth over the part. A part is under load when other work used more than ${OTHER_WORK_LIMIT} of a core (where /proc cannot be read: when the 1-minute load was above the ${results.machine.cores} cores before or after it): its absolute times say more about the other work on the machine than about the app, so a time budget it misses reads "under load", not "fail". So does a Lighthouse page's time budget when the page's thread waited more than ${MAX_CORE_WAIT_MS} ms for a core in its long tasks (the Lighthouse table's last column): cores it did not get, to the machine's host or to the other processes of the browser under test, which the count of other work leaves out. Byte budgets, accessibility, best practices and SEO, and the ratio to a reference measured in the same part are judged all the same.`,
    '',
    table(['Part', 'Load before', 'Load after', 'Other work (cores)', 'Measured'], rows),
  ];
}

function offlineSection(results: BenchResults): string[] {
  const offline = results.offlineStart;
  if (!offline) return ['## Offline start', '', 'Not measured in this run.'];
  const floor = results.offlineFloor;
  const rows = [offlineRow(`\`${offline.page}\``, offline)];
  if (floor) {
    rows.push(offlineRow('Reference: one button, DOM only', floor.plain));
    rows.push(offlineRow('Reference: one button, React', floor.react));
  }
  return [
    '## Offline start',
    '',
    `\`${offline.page}\` opened with the network off, served by the service worker, CPU slowed ${offline.cpuThrottle}x through the DevTools protocol, ${offline.runs} runs${floor ? " each, the pages taking turns run by run so that a change in the machine's pace falls on all of them" : ''} (ms, in the page's own clock).`,
    ...(floor
      ? [
          '',
          "The reference pages (`scripts/bench/offline-floor`) go through the same steps: one 'Tap to start' button that shows three choices, written once with the DOM alone and once as a React component, behind a service worker that only answers from its cache. No page starts faster here than the first; no React page can take its first tap before React DOM has been evaluated and has rendered, which the second measures.",
        ]
      : []),
    ...setsLine(results),
    '',
    ...ratioLine(results),
    table(
      [
        'Page',
        'Navigation to "Tap to start" (median)',
        'p95',
        'Tap to first item (median)',
        'Total (median)',
        'Requests before ready (median)',
      ],
      rows,
    ),
  ];
}

function worksheetsSection(results: BenchResults): string[] {
  const worksheets = results.worksheets;
  if (!worksheets) return ['## Worksheets', '', 'Not measured in this run.'];
  const one = worksheets.worksheet;
  return [
    '## Worksheets',
    '',
    `Generated in Node (layout and PDF rendering, pictures as vectors), median of ${worksheets.runs} runs each.`,
    '',
    table(
      ['Worksheets', 'Median ms', 'Max ms', 'Median KB', 'Max KB'],
      [[one.count, one.medianMs, one.maxMs, one.medianKb, one.maxKb]],
    ),
    '',
    table(
      ['Whole volume (one PDF)', 'Median ms', 'KB', 'Worksheets', 'Pages'],
      Object.entries(worksheets.volume).map(([volume, figures]) => [
        volume,
        figures.medianMs,
        figures.kb,
        figures.worksheets,
        figures.pages,
      ]),
    ),
  ];
}

function backendSection(results: BenchResults): string[] {
  const backend = results.backend;
  if (!backend) return ['## Embedded backend', '', 'Not measured in this run.'];
  const rows = Object.entries(backend).flatMap(([clients, operations]) =>
    Object.entries(operations).map(([operation, figure]) => [
      clients,
      operation,
      figure.requests,
      figure.medianMs,
      figure.p95Ms,
    ]),
  );
  return [
    '## Embedded backend',
    '',
    'HTTP on loopback against `supabase/local` (PGlite in memory), each client running a bounded loop of requests.',
    '',
    table(['Clients', 'Operation', 'Requests', 'Median ms', 'p95 ms'], rows),
  ];
}

export function renderReport(results: BenchResults, budgets: readonly BudgetOutcome[]): string {
  const { machine } = results;
  return [
    '# Performance',
    '',
    'Written by `npm run bench` (do not edit by hand); the figures are also in `performance.json`. `npm run bench -- --check` exits non-zero when a budget fails.',
    '',
    `Measured on ${results.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, ${machine.chromium}. The machine is shared, so times are medians of several runs.`,
    '',
    '## Budgets',
    '',
    table(
      ['Budget', 'Limit', 'Measured', 'Result'],
      budgets.map((entry) => [entry.budget, entry.limit, entry.actual, entry.status]),
    ),
    '',
    ...historySection(results),
    ...loadSection(results),
    '',
    ...bytesSection(results),
    '',
    ...lighthouseSection(results),
    '',
    ...offlineSection(results),
    '',
    ...worksheetsSection(results),
    '',
    ...backendSection(results),
    '',
  ].join('\n');
}
