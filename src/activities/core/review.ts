import { createRandom, seedFromString } from '@/domain/random';
import { shuffleOutOfOrder } from './distinct';
import type { Item } from '@/domain/types';

/*
 * An item missed on the first try comes back once, a few items later in the same round, with its
 * choices in a new order, so the child meets it again while it is fresh and cannot answer by
 * place. A second chance is practice, not a test: the round's score and stars count each item's
 * first try only (./session.ts), and assessments never bring items back.
 */

/** Ends the id of an item that came back, after the id of the item it repeats. */
const AGAIN = '~again';
/** Ends the id of an item missed in an earlier session that came back (./review-cards.ts). */
const FROM_ANOTHER_DAY = '~card';
/** What the child hears before an item missed earlier in the round. */
export const AGAIN_LINE = "Let's try this one again.";
/** What the child hears before an item missed on another day. */
export const FROM_ANOTHER_DAY_LINE = 'Here is one from another day. You can do it!';
/** The copy comes back this many items after the missed one (or at the end). */
export const REVIEW_GAP = 3;
/** At most this many items come back in one round. */
export const MAX_REVIEWS_PER_ROUND = 3;

/** The item came back (in the round, or from another day): it never counts toward the score. */
export function isReviewItem(itemId: string): boolean {
  return itemId.endsWith(AGAIN) || itemId.endsWith(FROM_ANOTHER_DAY);
}

/** The item came back from another day. */
export function isFromAnotherDay(itemId: string): boolean {
  return itemId.endsWith(FROM_ANOTHER_DAY);
}

/** The id of the item a copy from another day repeats. */
export function originalItemId(itemId: string): string {
  return isFromAnotherDay(itemId) ? itemId.slice(0, -FROM_ANOTHER_DAY.length) : itemId;
}

/** The item again, for a second go: a new id, its choices or pictures shuffled from `seed`. */
export function reviewCopy(item: Item, seed: number): Item {
  return copyOf(item, seed, `${item.id}${AGAIN}`, AGAIN_LINE);
}

/** An item missed in an earlier session, back in today's round. */
export function fromAnotherDayCopy(item: Item, seed: number): Item {
  return copyOf(item, seed, `${item.id}${FROM_ANOTHER_DAY}`, FROM_ANOTHER_DAY_LINE);
}

function copyOf(item: Item, seed: number, id: string, line: string): Item {
  const random = createRandom((seed ^ seedFromString(item.id)) >>> 0);
  const prompt = { ...item.prompt, speech: `${line} ${item.prompt.speech}` };
  switch (item.type) {
    case 'choice':
      return { ...item, id, prompt, choices: random.shuffle(item.choices) };
    case 'match':
      return { ...item, id, prompt, right: random.shuffle(item.right) };
    case 'trace':
      return { ...item, id, prompt };
    case 'build':
      return { ...item, id, prompt };
    case 'place':
      return { ...item, id, prompt, tiles: shuffleOutOfOrder(random, item.tiles) };
  }
}

/** Where the copy of the item at `index` goes in a round of `length` items. */
export function reviewPosition(index: number, length: number): number {
  return Math.min(index + REVIEW_GAP, length);
}
