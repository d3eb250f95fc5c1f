import type { ReviewCardRow } from '@/db';
import type { Item } from '@/domain/types';
import { fromAnotherDayCopy, isFromAnotherDay, isReviewItem, originalItemId } from './review';
import {
  isReviewDue,
  scheduleAfterReview,
  scheduleMissed,
  type ReviewDay,
} from './review-schedule';
import type { SessionState } from './session';

/*
 * Items missed on the first try become review cards that come back in later sessions
 * (./review-schedule.ts says when). Pure: the caller reads and writes the cards on the device.
 */

/** At most this many cards from other days join one topic round. */
export const MAX_CARDS_PER_ROUND = 2;

/** Where a missed item's card belongs: its topic and skill, and the item as it is kept. */
export interface CardPlace {
  topicKey: string;
  skill: string;
  item: Item;
}

/** Whose cards these are. */
export interface CardOwner {
  childId: string | null;
  userId: string | null;
}

/** One card per child (null: the first child, kept as ''), topic and item. */
export function reviewCardIdOf(childId: string | null, topicKey: string, itemId: string): string {
  return `${childId ?? ''}|${topicKey}|${itemId}`;
}

/** The cards that may come back today, those due longest first, at most `max`. */
export function dueCards(
  cards: readonly ReviewCardRow[],
  today: ReviewDay,
  max: number = MAX_CARDS_PER_ROUND,
): ReviewCardRow[] {
  return cards
    .filter((card) => isReviewDue(card, today))
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.missedAt.localeCompare(b.missedAt))
    .slice(0, max);
}

/**
 * A round with the due cards' items in it, said as coming back: never first, one after the
 * first item and the next two items later (or at the end).
 */
export function withCards(items: readonly Item[], cards: readonly ReviewCardRow[], seed: number) {
  const round = [...items];
  cards.forEach((card, index) => {
    const at = Math.min(1 + index * 3, round.length);
    round.splice(at, 0, fromAnotherDayCopy(card.item, seed));
  });
  return round;
}

function missedCard(
  place: CardPlace,
  owner: CardOwner,
  earlier: ReviewCardRow | undefined,
  today: ReviewDay,
  nowIso: string,
): ReviewCardRow {
  const id = reviewCardIdOf(owner.childId, place.topicKey, place.item.id);
  return {
    id,
    childId: owner.childId,
    childKey: owner.childId ?? '',
    userId: owner.userId,
    topicKey: place.topicKey,
    skill: place.skill,
    item: place.item,
    ...scheduleMissed(today),
    missedAt: nowIso,
    returns: earlier?.returns ?? [],
  };
}

/**
 * The cards to store after a finished round: each item missed on its first try becomes a card
 * (or starts its card again in box 1), and each card that came back moves in the schedule by its
 * first try. `placeOf` says where an item's card goes (null: it keeps none); `known` are the
 * child's cards on the device.
 */
export function cardsAfterRound(
  state: SessionState,
  placeOf: (item: Item) => CardPlace | null,
  known: readonly ReviewCardRow[],
  owner: CardOwner,
  today: ReviewDay,
  nowIso: string,
): ReviewCardRow[] {
  const changed = new Map<string, ReviewCardRow>();
  const latest = (card: ReviewCardRow) => changed.get(card.id) ?? card;
  state.items.forEach((item, index) => {
    const result = state.results[index];
    if (!result || result.attempts === 0) return;
    if (isFromAnotherDay(item.id)) {
      const itemId = originalItemId(item.id);
      const card = known.find((candidate) => candidate.item.id === itemId);
      if (!card) return;
      const right = result.correctFirstTry;
      const before = latest(card);
      changed.set(card.id, {
        ...before,
        ...scheduleAfterReview(before, right, today),
        returns: [...before.returns, { day: today, right }],
      });
      return;
    }
    if (isReviewItem(item.id) || result.correctFirstTry) return;
    const place = placeOf(item);
    if (!place) return;
    const id = reviewCardIdOf(owner.childId, place.topicKey, place.item.id);
    const earlier = changed.get(id) ?? known.find((card) => card.id === id);
    changed.set(id, missedCard(place, owner, earlier, today, nowIso));
  });
  return [...changed.values()];
}
