import { isSessionState, type SessionState } from '@/activities/core/session';
import type { ReviewCardRow } from '@/db';
import { loadSession } from '@/db/on-demand';
import { readOwnCards } from './review-owner';

/** The unfinished round saved for a topic, or undefined (none, finished, or no IndexedDB). */
export function readSavedSession(topicKey: string): Promise<SessionState | undefined> {
  return loadSession<unknown>(topicKey).then(
    (row) =>
      row && isSessionState(row.state) && row.state.phase !== 'finished' ? row.state : undefined,
    // No IndexedDB (some private windows): start a fresh round.
    () => undefined,
  );
}

interface BegunReads {
  topicKey: string;
  session?: Promise<SessionState | undefined>;
  /** The cards of whoever plays before anyone has signed in: hydration renders signed out. */
  cards?: Promise<ReviewCardRow[]>;
}

let begun: BegunReads | null = null;

/**
 * Begins the reads a topic's start button waits for (its saved round and the child's review
 * cards) before the page is hydrated: a prerendered topic page does so while its scripts are
 * still being evaluated, and the device has answered by the time hydration is over, instead of
 * being asked only then.
 */
export function beginDeviceReads(topicKey: string): void {
  begun = { topicKey, session: readSavedSession(topicKey), cards: readOwnCards(null) };
}

/**
 * The saved round's read begun for `topicKey`, handed out once. Only the render that hydrates
 * the page asks: a later one could be handed a round saved since.
 */
export function takeSavedSessionRead(
  topicKey: string,
): Promise<SessionState | undefined> | undefined {
  if (begun?.topicKey !== topicKey) return undefined;
  const read = begun.session;
  delete begun.session;
  return read;
}

/** The review cards' read begun with the topic's, handed out once (signed out only). */
export function takeCardsRead(userId: string | null): Promise<ReviewCardRow[]> | undefined {
  if (!begun || userId !== null) return undefined;
  const read = begun.cards;
  delete begun.cards;
  return read;
}
