import { describe, expect, it, vi } from 'vitest';
import { holdForActivity, isActivityInProgress, onActivityChange } from './activity-guard';

describe('activity guard', () => {
  it('is busy while any activity holds it and tells listeners', () => {
    const listener = vi.fn();
    const stop = onActivityChange(listener);
    expect(isActivityInProgress()).toBe(false);
    const releaseA = holdForActivity();
    const releaseB = holdForActivity();
    releaseA();
    expect(isActivityInProgress()).toBe(true);
    releaseA();
    expect(isActivityInProgress()).toBe(true);
    releaseB();
    expect(isActivityInProgress()).toBe(false);
    expect(listener.mock.calls.map(([busy]) => busy)).toEqual([true, true, true, false]);
    stop();
  });
});
