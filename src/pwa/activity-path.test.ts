import { describe, expect, it } from 'vitest';
import { isActivityPath } from './activity-path';

describe('isActivityPath', () => {
  it('is true for one activity only', () => {
    expect(isActivityPath('/class/k1/v1/maths/count-to-10')).toBe(true);
    expect(isActivityPath('/Class/K1/v2/english/assessment/')).toBe(true);
    for (const path of [
      '/',
      '/class',
      '/class/k1',
      '/class/k1/v1',
      '/class/k1/v1/maths',
      '/parents',
      '/a/b/c/d/e',
    ]) {
      expect(isActivityPath(path), path).toBe(false);
    }
  });
});
