import { describe, expect, it } from 'vitest';
import { kb, median, percentile, round } from './stats';

describe('benchmark statistics', () => {
  it('takes the middle sample, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('no samples');
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile(samples, 50)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile(samples, 101)).toThrow('range');
  });

  it('rounds and converts bytes to kilobytes', () => {
    expect(round(1.26, 1)).toBe(1.3);
    expect(kb(1536)).toBe(1.5);
  });
});
