/**
 * The machine's load around each part of a run. On a shared machine a part measured while other
 * work kept every core busy says more about that work than about the app, so the report marks it.
 */
import { loadavg } from 'node:os';
import type { PartLoad } from './results';
import { round } from './stats';

/** The 1, 5 and 15 minute load averages, to two decimals. */
export function currentLoad(read: () => number[] = loadavg): number[] {
  return read().map((value) => round(value, 2));
}

/** Under load: the 1-minute load average was above the core count before or after the part. */
export function partLoad(before: number[], after: number[], cores: number): PartLoad {
  const busiest = Math.max(before[0] ?? 0, after[0] ?? 0);
  return { before, after, underLoad: busiest > cores };
}

/** Runs one part, recording the load average before and after it. */
export async function withLoad<T>(
  cores: number,
  part: () => Promise<T> | T,
  read: () => number[] = loadavg,
): Promise<{ value: T; load: PartLoad }> {
  const before = currentLoad(read);
  const value = await part();
  return { value, load: partLoad(before, currentLoad(read), cores) };
}
