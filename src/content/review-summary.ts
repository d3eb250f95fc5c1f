import { addReviewDays, type ReviewDay } from '@/activities/core/review-schedule';

/** What a summary needs of a review card (a ReviewCardRow fits). */
export interface ReviewedCard {
  topicKey: string;
  learnt: boolean;
  returns: readonly { day: ReviewDay; right: boolean }[];
}

export interface ReviewSummary {
  /** Times a missed question came back within the period. */
  cameBack: number;
  /** Of those, right on the first try. */
  right: number;
  /** The topics they came from, in the order first met, as `titleOf` names them. */
  topics: string[];
  /** Questions learnt for good within the period: they will not come back. */
  learnt: number;
  /** Questions still waiting to come back on a later day. */
  waiting: number;
}

/** The review period Parents Corner reports on, today included. */
export const REVIEW_PERIOD_DAYS = 7;

/**
 * What came back for review in the last `days` days (today included), from one child's cards.
 * `titleOf` names a topic from its key; an unknown topic is named by its id.
 */
export function summariseReview(
  cards: readonly ReviewedCard[],
  today: ReviewDay,
  titleOf: (topicKey: string) => string | undefined,
  days = REVIEW_PERIOD_DAYS,
): ReviewSummary {
  const from = addReviewDays(today, 1 - days);
  const inPeriod = (day: ReviewDay) => day >= from && day <= today;
  const summary: ReviewSummary = { cameBack: 0, right: 0, topics: [], learnt: 0, waiting: 0 };
  for (const card of cards) {
    const recent = card.returns.filter((back) => inPeriod(back.day));
    if (!card.learnt) summary.waiting += 1;
    if (recent.length === 0) continue;
    summary.cameBack += recent.length;
    summary.right += recent.filter((back) => back.right).length;
    if (card.learnt && recent.at(-1) === card.returns.at(-1)) summary.learnt += 1;
    const title = titleOf(card.topicKey) ?? card.topicKey.split('/').at(-1) ?? card.topicKey;
    if (!summary.topics.includes(title)) summary.topics.push(title);
  }
  return summary;
}

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The summary as Parents Corner says it. */
export function reviewSentences(summary: ReviewSummary, childName: string): string[] {
  const waiting =
    summary.waiting > 0
      ? `${count(summary.waiting, 'question is', 'questions are')} waiting to come back on a later day.`
      : null;
  if (summary.cameBack === 0) {
    return [
      `Nothing came back for review in the last ${REVIEW_PERIOD_DAYS} days. A question ${childName} misses comes back on later days until it is learnt.`,
      ...(waiting ? [waiting] : []),
    ];
  }
  return [
    `In the last ${REVIEW_PERIOD_DAYS} days, ${count(summary.cameBack, 'question', 'questions')} came back for review, from ${list(summary.topics)}: ${summary.right} right on the first try, ${summary.learnt} learnt for good.`,
    ...(waiting ? [waiting] : []),
  ];
}
