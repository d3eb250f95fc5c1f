import { describe, expect, it } from 'vitest';
import { retryWhen } from './messages';

describe('retryWhen', () => {
  it.each([
    [null, 'later'],
    [0, 'in a minute'],
    [59, 'in a minute'],
    [60, 'in a minute'],
    [61, 'in 2 minutes'],
    [41 * 60 + 5, 'in 42 minutes'],
    [59 * 60, 'in 59 minutes'],
    [3600, 'in an hour'],
    [3 * 3600 - 10, 'in 3 hours'],
  ])('%s seconds reads "%s"', (seconds, text) => {
    expect(retryWhen(seconds)).toBe(text);
  });
});
