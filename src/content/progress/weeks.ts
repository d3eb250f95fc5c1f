/**
 * Activity per week over the last weeks, for the chart in Parents Corner. Weeks start on Monday
 * at midnight of the device's time zone and are counted in calendar days, so a clock change
 * (a 23- or 25-hour day) never moves a result into the wrong week.
 */
import type { ProgressResult } from './results';

export interface WeekActivity {
  /** The week's Monday, 'YYYY-MM-DD' in local time. */
  start: string;
  /** Rounds finished that week. */
  activities: number;
  /** Whole minutes played that week, rounded. */
  minutes: number;
  /** Stars earned that week (every round's, not only the best). */
  stars: number;
}

/** Local midnight of the Monday of the week `date` falls in. */
export function startOfWeek(date: Date): Date {
  const daysSinceMonday = (date.getDay() + 6) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysSinceMonday);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** 'YYYY-MM-DD' of a local date. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The last `weeks` weeks up to and including the one `now` falls in, oldest first, each with
 * its rounds, minutes and stars. Results before the first week or after the current one (a
 * device clock set wrong) are left out.
 */
export function weeklyActivity(
  results: readonly ProgressResult[],
  now: Date,
  weeks: number,
): WeekActivity[] {
  if (!Number.isInteger(weeks) || weeks < 1) throw new Error('weeks must be a whole number >= 1');
  const currentWeek = startOfWeek(now);
  const starts = Array.from({ length: weeks + 1 }, (_, index) =>
    addDays(currentWeek, (index - weeks + 1) * 7),
  );
  const bounds = starts.map((start) => start.getTime());
  const tallies = Array.from({ length: weeks }, () => ({ activities: 0, ms: 0, stars: 0 }));
  for (const result of results) {
    const time = Date.parse(result.finishedAt);
    if (Number.isNaN(time)) continue;
    const index = bounds.findIndex(
      (start, at) => at < weeks && time >= start && time < (bounds[at + 1] as number),
    );
    const tally = tallies[index];
    if (!tally) continue;
    tally.activities += 1;
    tally.ms += Math.max(0, result.durationMs);
    tally.stars += result.stars;
  }
  return tallies.map((tally, index) => ({
    start: localDateKey(starts[index] as Date),
    activities: tally.activities,
    minutes: Math.round(tally.ms / 60_000),
    stars: tally.stars,
  }));
}
