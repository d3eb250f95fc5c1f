import Dexie, { type EntityTable } from 'dexie';
import type {
  OutboxRow,
  ProgressRow,
  ReviewCardRow,
  SavedSessionRow,
  StoredPackRow,
  WorksheetRow,
} from './records';
import { DATABASE_NAME, SCHEMA_VERSIONS } from './schema';

/**
 * The device database: progress, resumable sessions, downloaded packs, worksheets, outbox and
 * the review cards of missed items.
 */
export class SproutsDatabase extends Dexie {
  progress!: EntityTable<ProgressRow, 'id'>;
  sessions!: EntityTable<SavedSessionRow, 'topicKey'>;
  packs!: EntityTable<StoredPackRow, 'key'>;
  worksheets!: EntityTable<WorksheetRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  reviewCards!: EntityTable<ReviewCardRow, 'id'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

/** The app's one database; Dexie opens it on first use. */
export const db = new SproutsDatabase();
