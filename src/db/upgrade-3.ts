/**
 * Version 3 of the device database: results name the child who played them. Rows already on the
 * device were played before the family had children: they belong to its first child, which a
 * null child id means (the server gives such a row the first child's id), in the progress store
 * and in the outbox rows still waiting to send them.
 */
import type { Transaction } from 'dexie';
import { PROGRESS_KIND } from './progress-outbox';
import type { OutboxRow, ProgressPayload, ProgressRow } from './records';

export async function giveResultsTheFirstChild(transaction: Transaction): Promise<void> {
  await transaction
    .table<ProgressRow>('progress')
    .toCollection()
    .modify((row) => {
      row.childId ??= null;
    });
  await transaction
    .table<OutboxRow<ProgressPayload>>('outbox')
    .where('kind')
    .equals(PROGRESS_KIND)
    .modify((row) => {
      row.payload.childId ??= null;
    });
}
