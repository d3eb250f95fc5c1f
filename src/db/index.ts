/** The device database and its repositories: the only module that talks to IndexedDB. */
export { db, SproutsDatabase } from './db';
export { DATABASE_NAME, LATEST_VERSION } from './schema';
export { topicKeyOf, packKeyOf } from './records';
export type {
  OutboxRow,
  ProgressPayload,
  ProgressRow,
  ReviewCardRow,
  ReviewReturn,
  SavedSessionRow,
  StoredPackRow,
  WorksheetKind,
  WorksheetPaper,
  WorksheetRow,
} from './records';
export { outboxRowOf, PROGRESS_KIND } from './progress-outbox';
export { removeAccountFromDevice } from './account-data-repo';
export { CHILD_OUTBOX_KIND, childrenWithResults, removeChildFromDevice } from './child-data-repo';
export {
  attachVisitorResults,
  bestByTopic,
  countResults,
  listResults,
  recordResult,
  syncBacklog,
  type FinishedResult,
  type ResultFilter,
  type TopicBest,
} from './progress-repo';
export {
  listChildReviewCards,
  listReviewCards,
  reviewChildKey,
  saveReviewCards,
} from './review-card-repo';
export { onStoredPacksChange } from './pack-events';
export { onResultRecorded } from './result-events';
export { clearSession, loadSession, saveSession } from './session-repo';
export {
  clearStoredPacks,
  listStoredPacks,
  loadStoredPack,
  removeStoredPack,
  storePack,
  type StoredPackSummary,
} from './pack-repo';
export {
  onOutboxQueued,
  outboxStore,
  type AttemptTiming,
  type OutboxStore,
  type QueuedRow,
  type QueueOptions,
  type RowFilter,
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
