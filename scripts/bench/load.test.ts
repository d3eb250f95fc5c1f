import { describe, expect, it } from 'vitest';
import { currentLoad, partLoad, withLoad } from './load';

describe('the load around a part', () => {
  it('is under load when the 1-minute figure is above the cores before or after', () => {
    expect(partLoad([2.5, 1, 1], [1, 1, 1], 2).underLoad).toBe(true);
    expect(partLoad([1, 1, 1], [2.01, 3, 3], 2).underLoad).toBe(true);
    expect(partLoad([2, 3, 3], [1.9, 3, 3], 2).underLoad).toBe(false);
  });

  it('reads the load average to two decimals', () => {
    expect(currentLoad(() => [1.23456, 0.5, 0.049])).toEqual([1.23, 0.5, 0.05]);
  });

  it('records the load before and after the part it wraps', async () => {
    const readings = [
      [0.4, 0.3, 0.2],
      [3.5, 1, 0.5],
    ];
    let reads = 0;
    const order: string[] = [];
    const { value, load } = await withLoad(
      2,
      () => {
        order.push('part');
        return 'measured';
      },
      () => {
        order.push('load');
        return readings[reads++] as number[];
      },
    );
    expect(value).toBe('measured');
    expect(order).toEqual(['load', 'part', 'load']);
    expect(load).toEqual({ before: [0.4, 0.3, 0.2], after: [3.5, 1, 0.5], underLoad: true });
  });
});
