/**
 * The CPU that other work on the machine used while a part ran. The load average cannot tell
 * the bench's own Chromium and servers from somebody else's build; /proc can: every process
 * outside the bench's own process tree is other work.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** One process's parent and the CPU time it has used, in clock ticks. */
export interface ProcessTicks {
  ppid: number;
  ticks: number;
}

/**
 * The parent and CPU ticks (user + system) of a `/proc/<pid>/stat` line. The command name is
 * in parentheses and may hold spaces or parentheses itself, so fields are read after the last
 * ')'.
 */
export function parseStat(line: string): ProcessTicks | null {
  const end = line.lastIndexOf(')');
  if (end < 0) return null;
  // After the name: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt,
  // cmajflt, utime, stime.
  const fields = line
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ppid) && Number.isFinite(ticks) ? { ppid, ticks } : null;
}

/** Every process's ticks, by pid; an empty map where there is no /proc. */
export function readProcesses(proc = '/proc'): Map<number, ProcessTicks> {
  const processes = new Map<number, ProcessTicks>();
  let entries: string[];
  try {
    entries = readdirSync(proc);
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parsed = parseStat(readFileSync(`${proc}/${entry}/stat`, 'utf8'));
      if (parsed) processes.set(Number(entry), parsed);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/** `root` and every process below it. */
export function processTree(processes: ReadonlyMap<number, ProcessTicks>, root: number) {
  const tree = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, { ppid }] of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return tree;
}

/**
 * Cores' worth of CPU that processes outside `root`'s tree used between two readings: their
 * ticks in between over the seconds in between. A process that started in between counts
 * whole; one that ended is lost, so this is a lower bound.
 */
export function otherCores(
  before: ReadonlyMap<number, ProcessTicks>,
  after: ReadonlyMap<number, ProcessTicks>,
  root: number,
  seconds: number,
  ticksPerSecond: number,
): number {
  if (seconds <= 0) return 0;
  const ours = processTree(after, root);
  for (const pid of processTree(before, root)) ours.add(pid);
  let ticks = 0;
  for (const [pid, { ticks: used }] of after) {
    if (ours.has(pid)) continue;
    ticks += Math.max(0, used - (before.get(pid)?.ticks ?? 0));
  }
  return ticks / ticksPerSecond / seconds;
}

let ticksPerSecond: number | undefined;

/**
 * The kernel's clock ticks per second (`getconf CLK_TCK`), 100 where it cannot be asked; asked
 * once per run, not once per part.
 */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const ticks = Number(answer.stdout?.trim());
    ticksPerSecond = Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  }
  return ticksPerSecond;
}
