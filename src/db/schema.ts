/**
 * Every version of the device database, oldest first. A change is a new entry with the stores
 * it alters and, when existing rows need it, an upgrade; old entries never change, so a device
 * on any earlier version upgrades step by step.
 */
import type { Transaction } from 'dexie';
import { moveUnsyncedResultsToOutbox } from './upgrade-2';
import { giveResultsTheFirstChild } from './upgrade-3';

export interface SchemaVersion {
  version: number;
  /** Dexie store specs: primary key first, then indexes. */
  stores: Record<string, string | null>;
  upgrade?: (transaction: Transaction) => Promise<void>;
}

export { DATABASE_NAME } from './database-name';
export { LATEST_VERSION } from './latest-version';

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      progress: 'id, userId, [grade+volume], topicKey, finishedAt, synced',
      sessions: 'topicKey',
      packs: 'key',
      worksheets: 'id, created, size',
      outbox: '++seq, kind, attempts, nextAttemptAt',
    },
  },
  {
    version: 2,
    stores: {
      progress: 'id, userId, [grade+volume], topicKey, finishedAt',
      outbox: '++seq, kind, nextAttemptAt, [kind+key]',
    },
    upgrade: moveUnsyncedResultsToOutbox,
  },
  {
    version: 3,
    stores: {
      progress: 'id, userId, childId, [grade+volume], topicKey, finishedAt',
    },
    upgrade: giveResultsTheFirstChild,
  },
  {
    version: 4,
    stores: {
      reviewCards: 'id, childKey, userId, topicKey',
    },
  },
];
