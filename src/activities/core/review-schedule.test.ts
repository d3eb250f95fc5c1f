import { describe, expect, it } from 'vitest';
import {
  addReviewDays,
  isReviewDue,
  LAST_REVIEW_BOX,
  reviewDayOf,
  scheduleAfterReview,
  scheduleMissed,
  type ReviewStep,
} from './review-schedule';

describe('spaced review schedule', () => {
  it('puts a missed item in box 1, due the next calendar day', () => {
    const card = scheduleMissed('2026-11-25');
    expect(card).toEqual({ box: 1, dueDay: '2026-11-26', learnt: false });
    expect(isReviewDue(card, '2026-11-25')).toBe(false);
    expect(isReviewDue(card, '2026-11-26')).toBe(true);
    expect(isReviewDue(card, '2026-12-02')).toBe(true);
  });

  it('moves a card answered right up a box: due after 1, 3, then 7 days', () => {
    let card = scheduleMissed('2026-11-25');
    card = scheduleAfterReview(card, true, '2026-11-26');
    expect(card).toEqual({ box: 2, dueDay: '2026-11-29', learnt: false });
    card = scheduleAfterReview(card, true, '2026-11-29');
    expect(card).toEqual({ box: 3, dueDay: '2026-12-06', learnt: false });
    expect(LAST_REVIEW_BOX).toBe(3);
  });

  it('retires a card answered right in the last box: it never comes back', () => {
    const last: ReviewStep = { box: LAST_REVIEW_BOX, dueDay: '2026-12-06', learnt: false };
    const learnt = scheduleAfterReview(last, true, '2026-12-06');
    expect(learnt.learnt).toBe(true);
    expect(isReviewDue(learnt, '2026-12-06')).toBe(false);
    expect(isReviewDue(learnt, '2099-01-01')).toBe(false);
    expect(scheduleAfterReview(learnt, false, '2027-01-01')).toEqual(learnt);
  });

  it('sends a card answered wrong back to box 1, due the next day', () => {
    const card: ReviewStep = { box: 3, dueDay: '2026-12-06', learnt: false };
    expect(scheduleAfterReview(card, false, '2026-12-08')).toEqual({
      box: 1,
      dueDay: '2026-12-09',
      learnt: false,
    });
  });

  it('counts calendar days across month, year and leap-day boundaries', () => {
    expect(addReviewDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addReviewDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addReviewDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addReviewDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addReviewDays('2026-12-30', 7)).toBe('2027-01-06');
  });

  it('takes the day from the local clock: one minute to midnight and one minute past differ', () => {
    expect(reviewDayOf(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
    expect(reviewDayOf(new Date(2026, 10, 26, 0, 1))).toBe('2026-11-26');
    expect(reviewDayOf(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });

  it('keeps a card missed late at night due the next morning, not a day later', () => {
    const card = scheduleMissed(reviewDayOf(new Date(2026, 10, 25, 23, 59)));
    expect(isReviewDue(card, reviewDayOf(new Date(2026, 10, 26, 0, 1)))).toBe(true);
  });
});
