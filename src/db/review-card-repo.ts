import { db, type SproutsDatabase } from './db';
import type { ReviewCardRow } from './records';
import { reviewChildKey, reviewChildKeys } from './review-child-keys';

export { reviewChildKey } from './review-child-keys';

function cardsOfKey(key: string, database: SproutsDatabase): Promise<ReviewCardRow[]> {
  return database.reviewCards.where('childKey').equals(key).toArray();
}

/** Every review card of one child on this device; only those of `topicKeys` when given. */
export async function listReviewCards(
  childId: string | null,
  topicKeys?: readonly string[],
  database: SproutsDatabase = db,
): Promise<ReviewCardRow[]> {
  const cards = await cardsOfKey(reviewChildKey(childId), database);
  return topicKeys ? cards.filter((card) => topicKeys.includes(card.topicKey)) : cards;
}

/** Adds or replaces cards (a new miss, or a card moved after it came back). */
export async function saveReviewCards(
  cards: readonly ReviewCardRow[],
  database: SproutsDatabase = db,
): Promise<void> {
  if (cards.length > 0) await database.reviewCards.bulkPut([...cards]);
}

/** A child's cards; the family's first child also keeps those from before it had an id (null). */
export async function listChildReviewCards(
  childId: string | null,
  isFirstChild: boolean,
  database: SproutsDatabase = db,
): Promise<ReviewCardRow[]> {
  const lists = await Promise.all(
    reviewChildKeys(childId, isFirstChild).map((key) => cardsOfKey(key, database)),
  );
  return lists.flat();
}
