import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, type TraceEvent } from './trace-cpu';

const PAGE = 10;
const MAIN = 1;
const OTHER = 2;
const ORIGIN = 'http://127.0.0.1:4180';

function task(atMs: number, wallMs: number, cpuMs: number, tid = MAIN, pid = PAGE): TraceEvent {
  return {
    name: 'RunTask',
    ph: 'X',
    pid,
    tid,
    ts: atMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
  };
}

const base: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: OTHER, ts: 0, args: { name: 'Compositor' } },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PAGE,
    tid: MAIN,
    ts: 100_000,
    args: { data: { documentLoaderURL: `${ORIGIN}/class/k1/v1` } },
  },
  { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 500_000 },
];

describe('mainThreadBlocking', () => {
  it('counts each slowed task past 50 ms, from wall-clock and from thread time', () => {
    const events = [
      ...base,
      task(200, 90, 90), // before the first paint: not counted
      task(600, 40, 10), // 160 wall -> 110 blocking; 40 cpu -> 0
      task(700, 20, 20), // 80 -> 30 both ways
      task(800, 10, 10), // 40: not long
      task(900, 60, 60, OTHER), // another thread
      task(1000, 30, 30, MAIN, 99), // another process
    ];
    expect(mainThreadBlocking(events, ORIGIN)).toEqual({ fromWallMs: 140, fromCpuMs: 30 });
  });

  it('counts a task once when another runs nested inside it', () => {
    const events = [...base, task(600, 40, 40), task(610, 20, 20)];
    expect(mainThreadBlocking(events, ORIGIN)).toEqual({ fromWallMs: 110, fromCpuMs: 110 });
  });

  it('takes the slowdown it is given', () => {
    expect(mainThreadBlocking([...base, task(600, 40, 20)], ORIGIN, 2)).toEqual({
      fromWallMs: 30,
      fromCpuMs: 0,
    });
  });

  it('has nothing to say without the navigation or its first paint', () => {
    expect(mainThreadBlocking(base.slice(0, 2), ORIGIN)).toBeUndefined();
    expect(mainThreadBlocking(base.slice(0, 3), ORIGIN)).toBeUndefined();
    expect(mainThreadBlocking(base, 'http://elsewhere')).toBeUndefined();
  });
});
