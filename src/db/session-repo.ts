import { db } from './db';
import type { SavedSessionRow } from './records';

/** Saves the round in progress for a topic, replacing any earlier one. */
export async function saveSession<State>(
  topicKey: string,
  seed: number,
  state: State,
): Promise<void> {
  const row: SavedSessionRow<State> = {
    topicKey,
    seed,
    state,
    savedAt: new Date().toISOString(),
  };
  await db.sessions.put(row);
}

/** The unfinished round of a topic, if one was saved. */
export async function loadSession<State>(
  topicKey: string,
): Promise<SavedSessionRow<State> | undefined> {
  return (await db.sessions.get(topicKey)) as SavedSessionRow<State> | undefined;
}

/** Forgets the saved round (after it is finished or abandoned). */
export async function clearSession(topicKey: string): Promise<void> {
  await db.sessions.delete(topicKey);
}
