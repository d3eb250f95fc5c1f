/*
 * When an item missed on its first try comes back in a later session: a small Leitner schedule
 * over calendar days. Missed, it enters box 1, due the next day; right on a review it moves up a
 * box (due 1, 3, then 7 days later); right in the last box it is learnt and never comes back;
 * wrong on a review it starts again in box 1. Days are local calendar days ('2026-11-25'), passed
 * in by the caller, so the schedule is the same on every run and across midnight.
 */

/** Days until a card in box 1, 2 and 3 is due again. */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7] as const;
/** The last box: right there, the item is learnt. */
export const LAST_REVIEW_BOX = REVIEW_INTERVAL_DAYS.length;

/** A calendar day, 'YYYY-MM-DD'. */
export type ReviewDay = string;

export interface ReviewStep {
  /** 1 to LAST_REVIEW_BOX; unchanged once learnt. */
  box: number;
  /** The first day the item may come back. */
  dueDay: ReviewDay;
  /** Right in the last box: the item never comes back. */
  learnt: boolean;
}

/** The local calendar day of `now`. */
export function reviewDayOf(now: Date): ReviewDay {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** `day` moved by `days` calendar days (counted in UTC, so no clock change can skip one). */
export function addReviewDays(day: ReviewDay, days: number): ReviewDay {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return moved.toISOString().slice(0, 10);
}

function dueInBox(box: number, today: ReviewDay): ReviewStep {
  const interval = REVIEW_INTERVAL_DAYS[box - 1] ?? REVIEW_INTERVAL_DAYS[0];
  return { box, dueDay: addReviewDays(today, interval), learnt: false };
}

/** An item missed on its first try (again): box 1, due the next day. */
export function scheduleMissed(today: ReviewDay): ReviewStep {
  return dueInBox(1, today);
}

/** Where a card goes after it came back and was answered (`right` on its first try) today. */
export function scheduleAfterReview(
  card: ReviewStep,
  right: boolean,
  today: ReviewDay,
): ReviewStep {
  if (card.learnt) return card;
  if (!right) return scheduleMissed(today);
  if (card.box >= LAST_REVIEW_BOX) return { box: card.box, dueDay: card.dueDay, learnt: true };
  return dueInBox(card.box + 1, today);
}

/** The card may come back today. */
export function isReviewDue(card: ReviewStep, today: ReviewDay): boolean {
  return !card.learnt && card.dueDay <= today;
}
