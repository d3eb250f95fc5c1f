import { db, type SproutsDatabase } from './db';

/**
 * Removes everything this device keeps of a deleted account: its results and review cards, every
 * outbox row it owns, and the saved worksheets and downloaded volumes (the family's, on a family device).
 * Rounds in progress and what a visitor played (no account) stay. Answers how many results went.
 */
export async function removeAccountFromDevice(
  userId: string,
  database: SproutsDatabase = db,
): Promise<number> {
  return database.transaction(
    'rw',
    [database.progress, database.outbox, database.worksheets, database.packs, database.reviewCards],
    async () => {
      await database.outbox.filter((row) => row.owner === userId).delete();
      await database.reviewCards.where('userId').equals(userId).delete();
      await database.worksheets.clear();
      await database.packs.clear();
      return database.progress.where('userId').equals(userId).delete();
    },
  );
}
