import { describe, expect, it } from 'vitest';
import { nextHistory, summarize } from './history';
import { renderReport } from './report';
import type { BenchResults } from './results';

const TOPIC = '/class/k1/v1/maths/add-within-5';

const offline = (totalMedianMs: number) => ({
  page: TOPIC,
  runs: 10,
  cpuThrottle: 4,
  readyMedianMs: totalMedianMs - 10,
  readyP95Ms: totalMedianMs,
  firstItemMedianMs: 10,
  totalMedianMs,
});

function run(date: string, topicMs: number, topicGzip: number): BenchResults {
  return {
    date,
    machine: { cpu: 'CPU', cores: 2, memoryGiB: 8, os: 'Linux', node: 'v20', chromium: 'C' },
    load: {
      bytes: { before: [1, 1, 1], after: [1.5, 1, 1], underLoad: false },
      offline: { before: [4.2, 3, 2], after: [3, 3, 2], underLoad: true },
    },
    bytes: {
      pages: {
        [TOPIC]: {
          js: { raw: 1, gzip: topicGzip, brotli: 1 },
          css: { raw: 1, gzip: 1, brotli: 1 },
          files: [],
        },
      },
      largestChunk: { file: 'a.js', raw: 1, gzip: 1, brotli: 1 },
      precache: { entries: 1, bytes: 2 * 1024 ** 2 },
      packs: [],
      volumes: [],
    },
    offlineStart: offline(topicMs),
    offlineFloor: { plain: offline(100), react: offline(200) },
  };
}

describe('before and after', () => {
  it('sums up a run: its load, bytes and offline ratio', () => {
    expect(summarize(run('2026-11-25', 800, 200 * 1024), 'before', TOPIC)).toEqual({
      label: 'before',
      date: '2026-11-25',
      load: { bytes: 1.5, offline: 4.2 },
      homeJsGzipKb: undefined,
      topicJsGzipKb: 200,
      precacheMb: 2,
      offlineTopicMs: 800,
      offlineReactMs: 200,
      offlineRatio: 4,
      lcpMs: {},
    });
  });

  it('keeps the earlier runs, starting from the previous file when it had no history', () => {
    const before = run('2026-11-25', 800, 200 * 1024);
    const after = summarize(run('2026-11-26', 300, 120 * 1024), 'after', TOPIC);
    const first = nextHistory(before, after, 'main', TOPIC);
    expect(first.map((entry) => entry.label)).toEqual(['main', 'after']);
    const second = nextHistory({ ...before, history: first }, after, 'unused', TOPIC);
    expect(second.map((entry) => entry.label)).toEqual(['main', 'after', 'after']);
    expect(nextHistory(undefined, after, 'main', TOPIC)).toEqual([after]);
  });

  it('keeps the other work of each part where it was known', () => {
    const results = run('2026-11-26', 300, 120 * 1024);
    results.load = {
      ...results.load,
      offline: { before: [4.2, 3, 2], after: [3, 3, 2], otherCores: 0.07, underLoad: false },
    };
    const entry = summarize(results, 'after', TOPIC);
    expect(entry.otherCores).toEqual({ offline: 0.07 });
    expect(renderReport({ ...results, history: [entry] }, [])).toContain(
      '| after | 2026-11-26 | - | 120 | 2 | 300 / 200 | 1.5x | bytes 1.5, offline 4.2 (others 0.07) |',
    );
  });

  it('tabulates each run in the report', () => {
    const results = run('2026-11-26', 300, 120 * 1024);
    results.history = nextHistory(
      run('2026-11-25', 800, 200 * 1024),
      summarize(results, 'after', TOPIC),
      'before',
      TOPIC,
    );
    const report = renderReport(results, []);
    expect(report).toContain('## Before and after');
    expect(report).toContain(
      '| before | 2026-11-25 | - | 200 | 2 | 800 / 200 | 4x | bytes 1.5, offline 4.2 |',
    );
    expect(report).toContain(
      '| after | 2026-11-26 | - | 120 | 2 | 300 / 200 | 1.5x | bytes 1.5, offline 4.2 |',
    );
  });
});
