/**
 * Version 2 of the device database: one outbox for everything the device sends later. Results
 * not yet on the server leave the progress store's sync flag for an outbox row each (a result
 * the server had refused is set aside there, with its reason); contact messages already queued
 * are kept, owned by nobody.
 */
import type { Transaction } from 'dexie';
import { PROGRESS_KIND } from './progress-outbox';
import type { OutboxRow, ProgressPayload, ProgressRow } from './records';

/** A progress row as version 1 kept it. */
type ProgressRowV1 = ProgressRow & { synced?: 0 | 1; syncError?: string };

export async function moveUnsyncedResultsToOutbox(transaction: Transaction): Promise<void> {
  await transaction
    .table<OutboxRow>('outbox')
    .toCollection()
    .modify((row) => {
      row.owner ??= null;
    });
  const waiting: ProgressRowV1[] = [];
  await transaction
    .table<ProgressRowV1>('progress')
    .toCollection()
    .modify((row) => {
      if (row.synced === 0) waiting.push({ ...row });
      delete row.synced;
      delete row.syncError;
    });
  waiting.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const queued = waiting.map(
    ({
      userId,
      topicKey: _topicKey,
      synced: _synced,
      syncError,
      ...payload
    }): OutboxRow<ProgressPayload> => ({
      kind: PROGRESS_KIND,
      key: payload.id,
      owner: userId,
      payload,
      attempts: 0,
      nextAttemptAt: 0,
      ...(syncError !== undefined ? { refused: syncError } : {}),
    }),
  );
  await transaction.table<OutboxRow>('outbox').bulkAdd(queued);
}
