/** Delivery of the device outbox to the server: the rules, the senders per kind, the trigger. */
export {
  CONTACT_KIND,
  deliverContactMessage,
  queueContactMessage,
  queuedContactMessages,
} from './contact';
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
export { SENDERS, registerSenders } from './senders';
// Kept here so the delivery loop ships with the contact form's chunk: a message queued offline,
// before the service worker has cached every file, must not need another file to start it.
export { keepSyncRunning, startSync, SYNC_INTERVAL_MS, type SyncOptions } from './start-sync';
