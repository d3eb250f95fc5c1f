/** The device database and its repositories: the only module that talks to IndexedDB. */
export { db, SproutsDatabase } from './db';
export { DATABASE_NAME, LATEST_VERSION } from './schema';
export { topicKeyOf, packKeyOf } from './records';
export type {
  OutboxRow,
  ProgressRow,
  SavedSessionRow,
  StoredPackRow,
  SyncedFlag,
  WorksheetKind,
  WorksheetPaper,
  WorksheetRow,
} from './records';
export {
  attachVisitorResults,
  bestByTopic,
  listResults,
  markSynced,
  markSyncRejected,
  onResultRecorded,
  recordResult,
  syncBacklog,
  unsyncedResults,
  type FinishedResult,
  type ResultFilter,
  type TopicBest,
} from './progress-repo';
export { clearSession, loadSession, saveSession } from './session-repo';
export {
  clearStoredPacks,
  listStoredPacks,
  loadStoredPack,
  onStoredPacksChange,
  removeStoredPack,
  storePack,
  type StoredPackSummary,
} from './pack-repo';
export {
  dueOutboxRows,
  enqueueOutbox,
  listOutbox,
  markOutboxAttempt,
  removeOutboxRow,
  type AttemptTiming,
  type QueuedRow,
} from './outbox-repo';
export {
  deleteWorksheet,
  getWorksheet,
  listWorksheets,
  saveWorksheet,
  worksheetIdOf,
  worksheetsTotalSize,
  type NewWorksheet,
} from './worksheet-repo';
