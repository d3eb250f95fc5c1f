import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateKey, startOfWeek, weeklyActivity } from './weeks';
import { result } from './testing';

/** A local time (the test sets the time zone), as the ISO string a result stores. */
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).toISOString();

const previousTimeZone = process.env.TZ;
beforeAll(() => {
  // Clocks go forward in London on Sunday 29 March 2026: that week has 167 hours.
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = previousTimeZone;
});

// Wednesday 15 April 2026, 10:00 local.
const NOW = new Date(2026, 3, 15, 10, 0);

describe('startOfWeek', () => {
  it('is Monday at local midnight, also on a Sunday and on a Monday', () => {
    expect(localDateKey(startOfWeek(NOW))).toBe('2026-04-13');
    expect(localDateKey(startOfWeek(new Date(2026, 3, 19, 23, 59)))).toBe('2026-04-13');
    expect(localDateKey(startOfWeek(new Date(2026, 3, 13, 0, 0)))).toBe('2026-04-13');
    expect(startOfWeek(NOW).getHours()).toBe(0);
  });
});

describe('weeklyActivity', () => {
  it('has a week per requested week, oldest first, all empty without results', () => {
    const weeks = weeklyActivity([], NOW, 8);
    expect(weeks.map((week) => week.start)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
    ]);
    expect(weeks.every((week) => week.activities === 0 && week.minutes === 0)).toBe(true);
  });

  it('puts a result into the week it was finished in, at the very edges of a week', () => {
    const weeks = weeklyActivity(
      [
        result({ finishedAt: at(2026, 4, 12, 23, 59, 59), stars: 1 }),
        result({ finishedAt: at(2026, 4, 13, 0, 0, 0), stars: 3 }),
        result({ finishedAt: at(2026, 4, 15, 9, 59), stars: 2 }),
      ],
      NOW,
      2,
    );
    expect(weeks).toEqual([
      { start: '2026-04-06', activities: 1, minutes: 1, stars: 1 },
      { start: '2026-04-13', activities: 2, minutes: 2, stars: 5 },
    ]);
  });

  it('keeps the weeks apart across a clock change', () => {
    const weeks = weeklyActivity(
      [
        result({ finishedAt: at(2026, 3, 29, 23, 30) }),
        result({ finishedAt: at(2026, 3, 30, 0, 10) }),
        result({ finishedAt: at(2026, 3, 23, 0, 0) }),
      ],
      NOW,
      4,
    );
    expect(weeks.map((week) => [week.start, week.activities])).toEqual([
      ['2026-03-23', 2],
      ['2026-03-30', 1],
      ['2026-04-06', 0],
      ['2026-04-13', 0],
    ]);
  });

  it('leaves out results before the first week and after the current one', () => {
    const weeks = weeklyActivity(
      [
        result({ finishedAt: at(2026, 4, 5, 23, 59) }),
        result({ finishedAt: at(2026, 4, 20, 0, 0) }),
        result({ finishedAt: at(2026, 4, 19, 23, 0) }),
      ],
      NOW,
      1,
    );
    expect(weeks).toEqual([{ start: '2026-04-13', activities: 1, minutes: 1, stars: 2 }]);
  });

  it('adds up minutes before rounding', () => {
    const weeks = weeklyActivity(
      [
        result({ durationMs: 40_000, finishedAt: at(2026, 4, 14) }),
        result({ durationMs: 40_000, finishedAt: at(2026, 4, 14) }),
        result({ durationMs: 20_000, finishedAt: at(2026, 4, 7) }),
      ],
      NOW,
      2,
    );
    expect(weeks.map((week) => week.minutes)).toEqual([0, 1]);
  });

  it('refuses a week count that is not a whole positive number', () => {
    expect(() => weeklyActivity([], NOW, 0)).toThrow('weeks');
    expect(() => weeklyActivity([], NOW, 1.5)).toThrow('weeks');
  });
});
