import { describe, expect, it } from 'vitest';
import { starsFor } from './stars';

describe('starsFor', () => {
  it.each([
    [10, 10, 3],
    [9, 10, 3],
    [8, 10, 2],
    [6, 10, 2],
    [5, 10, 1],
    [0, 10, 1],
    [0, 0, 1],
    [7, 8, 2],
    [8, 8, 3],
  ])('%i of %i gives %i stars', (score, max, stars) => {
    expect(starsFor(score, max)).toBe(stars);
  });
});
