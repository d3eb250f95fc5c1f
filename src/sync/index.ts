/**
 * Delivery of what the device sends later: one engine over one outbox, the rule for answers,
 * the record types, the trigger.
 */
export { CHILD_KIND, childRecords, type SaveChildCall } from './children';
export { CONTACT_KIND, CONTACT_RECORDS, queuedContactMessages } from './contact';
export { keepChild, refreshFamily, removeChild } from './family';
export {
  asksWhoIsPlaying,
  choosePlayingChild,
  familyOnDevice,
  onFamilyChange,
  playingChildId,
} from './playing';
export { useFamilyOnDevice } from './useFamilyOnDevice';
export { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';
export {
  createDeliveryEngine,
  systemClock,
  type DeliveryClock,
  type DeliveryEngine,
  type DrainReport,
  type EngineOptions,
} from './engine';
export { onOutboxEvent, type OutboxEvent, type OutboxListener } from './events';
export { PROGRESS_BATCH_SIZE, progressRecords, toProgressEvent } from './progress';
export { queueContactMessage } from './queue-contact';
export type { RecordType } from './record-type';
export { RECORD_TYPES } from './record-types';
export {
  deliveryEngine,
  keepSyncRunning,
  queueForDelivery,
  setSyncAccount,
  startSync,
  type SyncOptions,
} from './start-sync';
export { NUDGE_DELAY_MS, SYNC_INTERVAL_MS, startDeliveryTrigger } from './trigger';
