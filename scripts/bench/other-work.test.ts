import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { otherCores, parseStat, processTree, readProcesses, type ProcessTicks } from './other-work';

const stat = (pid: number, name: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${name}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 5 1000 10\n`;

describe('other work on the machine', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads a process’s parent and CPU ticks, whatever its name holds', () => {
    expect(parseStat(stat(42, 'node', 7, 120, 30))).toEqual({ ppid: 7, ticks: 150 });
    expect(parseStat(stat(43, 'Web Content (x) y', 9, 5, 6))).toEqual({ ppid: 9, ticks: 11 });
    expect(parseStat('garbage')).toBeNull();
  });

  it('reads every process of a /proc, skipping what is not a process', () => {
    const proc = mkdtempSync(join(tmpdir(), 'sprouts-proc-'));
    dirs.push(proc);
    for (const [pid, line] of [
      [1, stat(1, 'init', 0, 10, 10)],
      [200, stat(200, 'chromium', 1, 300, 100)],
    ] as const) {
      mkdirSync(join(proc, String(pid)));
      writeFileSync(join(proc, String(pid), 'stat'), line);
    }
    mkdirSync(join(proc, 'self'));
    expect(readProcesses(proc)).toEqual(
      new Map([
        [1, { ppid: 0, ticks: 20 }],
        [200, { ppid: 1, ticks: 400 }],
      ]),
    );
    expect(readProcesses(join(proc, 'missing')).size).toBe(0);
  });

  it('counts what processes outside the bench’s tree used, per second, in cores', () => {
    const before = new Map<number, ProcessTicks>([
      [10, { ppid: 1, ticks: 0 }],
      [11, { ppid: 10, ticks: 0 }],
      [12, { ppid: 11, ticks: 0 }],
      [50, { ppid: 1, ticks: 1000 }],
      [60, { ppid: 1, ticks: 5 }],
    ]);
    const after = new Map<number, ProcessTicks>([
      [10, { ppid: 1, ticks: 900 }],
      [11, { ppid: 10, ticks: 900 }],
      [12, { ppid: 11, ticks: 900 }],
      // A browser the bench started meanwhile is the bench's too.
      [13, { ppid: 10, ticks: 5000 }],
      [50, { ppid: 1, ticks: 1400 }],
      // Somebody else's build, started meanwhile.
      [70, { ppid: 1, ticks: 600 }],
    ]);
    expect([...processTree(after, 10)].sort()).toEqual([10, 11, 12, 13]);
    // 400 + 600 ticks at 100 a second over 10 s: one core.
    expect(otherCores(before, after, 10, 10, 100)).toBe(1);
    expect(otherCores(before, after, 10, 0, 100)).toBe(0);
  });

  it('finds this process in the machine’s own /proc', () => {
    const processes = readProcesses();
    expect(processes.get(process.pid)?.ppid).toBe(process.ppid);
  });
});
