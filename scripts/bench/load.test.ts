import { describe, expect, it } from 'vitest';
import { currentLoad, partLoad, withLoad, type LoadReaders } from './load';
import type { ProcessTicks } from './other-work';

describe('the load around a part', () => {
  it('is under load when the 1-minute figure is above the cores before or after', () => {
    expect(partLoad([2.5, 1, 1], [1, 1, 1], 2).underLoad).toBe(true);
    expect(partLoad([1, 1, 1], [2.01, 3, 3], 2).underLoad).toBe(true);
    expect(partLoad([2, 3, 3], [1.9, 3, 3], 2).underLoad).toBe(false);
  });

  it('reads the load average to two decimals', () => {
    expect(currentLoad(() => [1.23456, 0.5, 0.049])).toEqual([1.23, 0.5, 0.05]);
  });

  it('judges by the other work when it is known, whatever the load average', () => {
    expect(partLoad([3.5, 3, 3], [4, 3, 3], 2, 0.12)).toEqual({
      before: [3.5, 3, 3],
      after: [4, 3, 3],
      otherCores: 0.12,
      underLoad: false,
    });
    expect(partLoad([0.1, 0, 0], [0.2, 0, 0], 2, 0.514).underLoad).toBe(true);
  });

  function readers(
    loads: number[][],
    processes: Map<number, ProcessTicks>[],
    order: string[],
  ): LoadReaders {
    let loadReads = 0;
    let processReads = 0;
    let clock = 0;
    return {
      loadAverage: () => {
        order.push('load');
        return loads[loadReads++] as number[];
      },
      processes: () => {
        order.push('processes');
        return processes[processReads++] ?? new Map();
      },
      now: () => {
        clock += 10_000;
        return clock;
      },
      self: 10,
      ticksPerSecond: 100,
    };
  }

  it('records the load before and after the part it wraps, and the other work meanwhile', async () => {
    const order: string[] = [];
    const { value, load } = await withLoad(
      2,
      () => {
        order.push('part');
        return 'measured';
      },
      readers(
        [
          [0.4, 0.3, 0.2],
          [3.5, 1, 0.5],
        ],
        [
          new Map([
            [10, { ppid: 1, ticks: 0 }],
            [11, { ppid: 10, ticks: 0 }],
            [50, { ppid: 1, ticks: 100 }],
          ]),
          new Map([
            [10, { ppid: 1, ticks: 500 }],
            [11, { ppid: 10, ticks: 3000 }],
            [50, { ppid: 1, ticks: 400 }],
          ]),
        ],
        order,
      ),
    );
    expect(value).toBe('measured');
    expect(order).toEqual(['load', 'processes', 'part', 'processes', 'load']);
    // Process 50 is not the bench's: 300 ticks in 10 s at 100 per second is 0.3 of a core.
    expect(load).toEqual({
      before: [0.4, 0.3, 0.2],
      after: [3.5, 1, 0.5],
      otherCores: 0.3,
      underLoad: false,
    });
  });

  it('falls back to the load average where no process can be read', async () => {
    const { load } = await withLoad(
      2,
      () => 'measured',
      readers(
        [
          [0.4, 0.3, 0.2],
          [3.5, 1, 0.5],
        ],
        [],
        [],
      ),
    );
    expect(load).toEqual({ before: [0.4, 0.3, 0.2], after: [3.5, 1, 0.5], underLoad: true });
  });
});
