/** Delivery of the device outbox to the server: the rules, the senders per kind, the trigger. */
export { CONTACT_KIND, deliverContactMessage, queuedContactMessages } from './contact';
export { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';
export { onOutboxEvent, type OutboxEvent, type OutboxListener } from './events';
export {
  drainOutbox,
  queueForDelivery,
  registerSender,
  systemClock,
  type DrainReport,
  type OutboxClock,
  type OutboxSender,
} from './outbox';
export { queueContactMessage } from './queue-contact';
export { SENDERS, registerSenders } from './senders';
export { keepSyncRunning, startSync, SYNC_INTERVAL_MS, type SyncOptions } from './start-sync';
