/**
 * The machine's load around each part of a run. On a shared machine a part measured while other
 * work kept a core busy says more about that work than about the app, so the report marks it.
 */
import { loadavg } from 'node:os';
import { clockTicksPerSecond, otherCores, readProcesses, type ProcessTicks } from './other-work';
import type { PartLoad } from './results';
import { round } from './stats';

/**
 * Other work above this many cores, on average over a part, makes it 'under load': the page's
 * main thread and the browser's other processes need the rest of a 2-core machine.
 */
export const OTHER_WORK_LIMIT = 0.5;

/** The 1, 5 and 15 minute load averages, to two decimals. */
export function currentLoad(read: () => number[] = loadavg): number[] {
  return read().map((value) => round(value, 2));
}

/**
 * Under load: other work used more than OTHER_WORK_LIMIT cores meanwhile. Without that figure,
 * the 1-minute load average above the core count before or after the part (which counts the
 * bench's own browsers too).
 */
export function partLoad(
  before: number[],
  after: number[],
  cores: number,
  others?: number,
): PartLoad {
  if (others !== undefined) {
    const otherCoresUsed = round(others, 2);
    return {
      before,
      after,
      otherCores: otherCoresUsed,
      underLoad: otherCoresUsed > OTHER_WORK_LIMIT,
    };
  }
  const busiest = Math.max(before[0] ?? 0, after[0] ?? 0);
  return { before, after, underLoad: busiest > cores };
}

/** What a part's load is read from; the machine's own by default. */
export interface LoadReaders {
  loadAverage: () => number[];
  /** Every process's CPU ticks; empty where there is no /proc. */
  processes: () => ReadonlyMap<number, ProcessTicks>;
  /** Milliseconds, for the time between the two readings. */
  now: () => number;
  /** The bench's own process: it and everything below it are not other work. */
  self: number;
  ticksPerSecond: number;
}

export function machineReaders(): LoadReaders {
  return {
    loadAverage: loadavg,
    processes: () => readProcesses(),
    now: () => performance.now(),
    self: process.pid,
    ticksPerSecond: clockTicksPerSecond(),
  };
}

/** Runs one part, recording the load average before and after it and the other work meanwhile. */
export async function withLoad<T>(
  cores: number,
  part: () => Promise<T> | T,
  readers: LoadReaders = machineReaders(),
): Promise<{ value: T; load: PartLoad }> {
  const before = currentLoad(readers.loadAverage);
  const processesBefore = readers.processes();
  const start = readers.now();
  const value = await part();
  const processesAfter = readers.processes();
  const seconds = (readers.now() - start) / 1000;
  const others =
    processesBefore.size > 0 && processesAfter.size > 0
      ? otherCores(processesBefore, processesAfter, readers.self, seconds, readers.ticksPerSecond)
      : undefined;
  return { value, load: partLoad(before, currentLoad(readers.loadAverage), cores, others) };
}
