import { describe, expect, it } from 'vitest';
import { hydratesInOneTask } from './prerendered-parts';

describe('hydrating a prerendered page', () => {
  it('is one task on a page with a start button, and sliced on any other', () => {
    expect(hydratesInOneTask({ pages: 'GradeLayout TopicPage', kinds: 'addition' })).toBe(true);
    // An assessment names no kind, and has a start button all the same.
    expect(hydratesInOneTask({ pages: 'GradeLayout TopicPage' })).toBe(true);
    expect(hydratesInOneTask({ pages: 'GradeLayout VolumeOverviewPage' })).toBe(false);
    expect(hydratesInOneTask({ pages: 'HomePage' })).toBe(false);
    expect(hydratesInOneTask({})).toBe(false);
  });
});
