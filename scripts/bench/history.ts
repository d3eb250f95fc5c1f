/**
 * Before and after: the headline figures of each labelled run, carried from one
 * docs/performance.json to the next, so the report shows what each change did and under what load.
 */
import { offlineStartRatio } from './budgets';
import type { BenchPart, BenchResults } from './results';
import { kb, round } from './stats';

export interface HistoryEntry {
  label: string;
  date: string;
  /** The highest 1-minute load average seen around each part. */
  load: Partial<Record<BenchPart, number>>;
  /** Cores' worth of CPU other work used during each part, where it was known. */
  otherCores?: Partial<Record<BenchPart, number>>;
  homeJsGzipKb?: number;
  topicJsGzipKb?: number;
  precacheMb?: number;
  offlineTopicMs?: number;
  offlineReactMs?: number;
  offlineRatio?: number;
  /** Page -> LCP ms. */
  lcpMs: Record<string, number>;
}

export function summarize(results: BenchResults, label: string, topicPage: string): HistoryEntry {
  const load: HistoryEntry['load'] = {};
  const otherCores: NonNullable<HistoryEntry['otherCores']> = {};
  for (const [part, figures] of Object.entries(results.load ?? {})) {
    load[part as BenchPart] = Math.max(figures.before[0] ?? 0, figures.after[0] ?? 0);
    if (figures.otherCores !== undefined) otherCores[part as BenchPart] = figures.otherCores;
  }
  const gzipKb = (page: string) => {
    const bytes = results.bytes?.pages[page]?.js.gzip;
    return bytes === undefined ? undefined : kb(bytes);
  };
  const precache = results.bytes?.precache.bytes;
  return {
    label,
    date: results.date,
    load,
    ...(Object.keys(otherCores).length > 0 ? { otherCores } : {}),
    homeJsGzipKb: gzipKb('/'),
    topicJsGzipKb: gzipKb(topicPage),
    precacheMb: precache === undefined ? undefined : round(precache / 1024 ** 2, 2),
    offlineTopicMs: results.offlineStart?.totalMedianMs,
    offlineReactMs: results.offlineFloor?.react.totalMedianMs,
    offlineRatio: offlineStartRatio(results),
    lcpMs: Object.fromEntries(
      Object.entries(results.lighthouse ?? {}).map(([page, figures]) => [page, figures.lcpMs]),
    ),
  };
}

/** The history to write: the previous file's, or a first entry made from it, then this run. */
export function nextHistory(
  previous: (BenchResults & { history?: HistoryEntry[] }) | undefined,
  current: HistoryEntry,
  previousLabel: string,
  topicPage: string,
): HistoryEntry[] {
  const earlier = previous
    ? (previous.history ?? [summarize(previous, previousLabel, topicPage)])
    : [];
  return [...earlier, current];
}
