import { db, type SproutsDatabase } from './db';
import { PROGRESS_KIND } from './progress-outbox';
import type { ProgressPayload } from './records';

/** The outbox kind of a child added or changed on this device (delivered by src/sync). */
export const CHILD_OUTBOX_KIND = 'child';

/**
 * Removes everything this device keeps of one child: its results, their waiting outbox rows,
 * its review cards and the child itself if it still waits to be sent. Answers how many results went.
 */
export async function removeChildFromDevice(
  childId: string,
  database: SproutsDatabase = db,
): Promise<number> {
  const stores = [database.progress, database.outbox, database.reviewCards];
  return database.transaction('rw', stores, async () => {
    await database.reviewCards.where('childKey').equals(childId).delete();
    await database.outbox
      .filter(
        (row) =>
          (row.kind === PROGRESS_KIND && (row.payload as ProgressPayload).childId === childId) ||
          (row.kind === CHILD_OUTBOX_KIND && row.key === childId),
      )
      .delete();
    return database.progress.where('childId').equals(childId).delete();
  });
}

/** The children `userId`'s results on this device were played by (null, the first child, left out). */
export async function childrenWithResults(
  userId: string,
  database: SproutsDatabase = db,
): Promise<string[]> {
  const ids = new Set<string>();
  await database.progress
    .where('userId')
    .equals(userId)
    .each((row) => {
      if (row.childId) ids.add(row.childId);
    });
  return [...ids];
}
