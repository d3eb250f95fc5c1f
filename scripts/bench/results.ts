/** The shape of docs/performance.json: every figure `npm run bench` measures. */
import type { HistoryEntry } from './history';

/** The parts of a bench run, in the order they run. */
export const BENCH_PARTS = ['bytes', 'lighthouse', 'offline', 'worksheets', 'backend'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** The machine's load average (1, 5 and 15 minutes) around one part of the run. */
export interface PartLoad {
  before: number[];
  after: number[];
  /**
   * Cores' worth of CPU used meanwhile by processes outside the bench's own (its browsers and
   * servers); absent where /proc cannot be read.
   */
  otherCores?: number;
  /** Other work took more than half a core meanwhile: its times are not to be trusted. */
  underLoad: boolean;
}

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  js: CompressedSize;
  css: CompressedSize;
  /** The script and style files the page loaded, relative to the build folder. */
  files: string[];
}

export interface PackBytes extends CompressedSize {
  /** `grade/volume`. */
  pack: string;
  /** Free packs ship as a JS chunk; paid packs as JSON from the api function. */
  delivery: 'bundled chunk' | 'api JSON';
}

/** What a device keeps for a volume: its content and every picture a round can show. */
export interface VolumeBytes {
  pack: string;
  packBytes: number;
  pictures: number;
  pictureBytes: number;
  /** packBytes + pictureBytes, raw. */
  bytes: number;
}

export interface BytesResults {
  pages: Record<string, PageBytes>;
  largestChunk: CompressedSize & { file: string };
  precache: { entries: number; bytes: number };
  packs: PackBytes[];
  volumes: VolumeBytes[];
}

export interface LighthousePage {
  runs: number;
  /** Category scores 0-100, median of the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Metrics in milliseconds (CLS unitless), median of the runs. */
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Not budgets: the blocking time of the page's main-thread tasks after first paint, slowed 4x,
   * from their wall-clock time (close to Lighthouse's TBT) and from the time the thread ran
   * (what is left once waiting for a core on this machine is taken out). See trace-cpu.ts.
   */
  tbtFromWallMs: number;
  tbtFromCpuMs: number;
}

export interface OfflineStartResults {
  page: string;
  runs: number;
  cpuThrottle: number;
  /** Navigation to the activity's first control ('Tap to start') ready, median ms. */
  readyMedianMs: number;
  readyP95Ms: number;
  /** The tap to the first item's choices on screen, median ms. */
  firstItemMedianMs: number;
  /** readyMedianMs + firstItemMedianMs: what the child waits for, leaving out the tap itself. */
  totalMedianMs: number;
  /**
   * The page and the files it had fetched when 'Tap to start' was ready (median): from the
   * service worker's cache, yet each one costs the page's main thread.
   */
  requestsBeforeReady?: number;
}

/** The offline-start harness on the reference pages of offline-floor.ts. */
export interface OfflineFloorResults {
  /** One button, DOM only. */
  plain: OfflineStartResults;
  /** The same button rendered by React (React DOM evaluated, one root created). */
  react: OfflineStartResults;
}

/** One set of the offline-start harness (offline-sets.ts): totals in ms, and their ratio. */
export interface OfflineSet {
  topicMs: number;
  reactMs: number;
  ratio: number;
}

export interface WorksheetResults {
  runs: number;
  worksheet: { count: number; medianMs: number; maxMs: number; medianKb: number; maxKb: number };
  volume: Record<string, { medianMs: number; kb: number; worksheets: number; pages: number }>;
}

export interface LatencyFigure {
  requests: number;
  medianMs: number;
  p95Ms: number;
}

export type BackendOperation = 'signIn' | 'profileRead' | 'progressUpsert';

/** Concurrency ('1', '20') -> operation -> latency. */
export type BackendResults = Record<string, Record<BackendOperation, LatencyFigure>>;

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
}

export interface BenchResults {
  date: string;
  machine: MachineInfo;
  /** The load average before and after each part that ran. */
  load?: Partial<Record<BenchPart, PartLoad>>;
  bytes?: BytesResults;
  lighthouse?: Record<string, LighthousePage>;
  offlineStart?: OfflineStartResults;
  offlineFloor?: OfflineFloorResults;
  /**
   * Every set the offline start was measured in, in the order measured; offlineStart and
   * offlineFloor are the figures of the middle one (offline-sets.ts).
   */
  offlineSets?: OfflineSet[];
  worksheets?: WorksheetResults;
  backend?: BackendResults;
  /** The headline figures of each labelled run so far, oldest first (history.ts). */
  history?: HistoryEntry[];
}
