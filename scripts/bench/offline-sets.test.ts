import { describe, expect, it } from 'vitest';
import { middlePass, passRatio, setFigures, type OfflinePass } from './offline-sets';

function pageFigures(page: string, totalMedianMs: number) {
  return {
    page,
    runs: 10,
    cpuThrottle: 4,
    readyMedianMs: totalMedianMs - 20,
    readyP95Ms: totalMedianMs,
    firstItemMedianMs: 20,
    totalMedianMs,
  };
}

function pass(topicMs: number, reactMs: number): OfflinePass {
  return {
    page: pageFigures('/class/k1/v1/maths/add-within-5', topicMs),
    floor: { plain: pageFigures('/plain/', 200), react: pageFigures('/react/', reactMs) },
  };
}

describe('offline-start sets', () => {
  it("gives a set's ratio of the topic page to the React reference, to two decimals", () => {
    const { page, floor } = pass(1045, 618);
    expect(passRatio(page, floor)).toBe(1.69);
    expect(setFigures(pass(1045, 618))).toEqual({ topicMs: 1045, reactMs: 618, ratio: 1.69 });
  });

  it('keeps the set whose ratio is the middle one, whatever order the sets came in', () => {
    const low = pass(1045, 618); // 1.69
    const middle = pass(980, 541); // 1.81
    const high = pass(1170, 534); // 2.19
    expect(middlePass([high, low, middle])).toBe(middle);
    expect(middlePass([middle, high, low])).toBe(middle);
    expect(middlePass([low])).toBe(low);
  });

  it('keeps the lower middle set of an even count: one pass, never a blend of two', () => {
    const sets = [pass(1170, 534), pass(1045, 618), pass(980, 541), pass(1000, 400)];
    expect(middlePass(sets)).toBe(sets[2]);
  });

  it('refuses no sets, and a reference that measured no time', () => {
    expect(() => middlePass([])).toThrow('No offline-start set');
    const { page, floor } = pass(1000, 0);
    expect(() => passRatio(page, floor)).toThrow('measured no time');
  });
});
