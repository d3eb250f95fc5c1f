import { describe, expect, it } from 'vitest';
import { isAfterPlayPath } from './after-play-path';

describe('isAfterPlayPath', () => {
  it('is a grade, volume or subject page, where a parent lands after the child space', () => {
    expect(isAfterPlayPath('/class/nursery/v1')).toBe(true);
    expect(isAfterPlayPath('/class/K1/v2/maths')).toBe(true);
    expect(isAfterPlayPath('/class/k2')).toBe(true);
  });

  it('is never an activity (the child space) nor a page that is not a class page', () => {
    expect(isAfterPlayPath('/class/nursery/v1/english/big-and-small-letters')).toBe(false);
    expect(isAfterPlayPath('/class')).toBe(false);
    expect(isAfterPlayPath('/parents')).toBe(false);
    expect(isAfterPlayPath('/')).toBe(false);
  });
});
