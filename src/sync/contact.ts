import { sendContactMessage, type ContactMessage } from '@/backend/contact';
import { listOutbox, type QueuedRow } from '@/db';
import { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';
import { queueForDelivery } from './outbox';

/** Outbox rows holding a contact message the device could not send yet. */
export const CONTACT_KIND = 'contact';

/** Sends a queued contact message; its id makes a repeated send harmless. */
export async function deliverContactMessage(message: ContactMessage): Promise<DeliveryResult> {
  const outcome = await sendContactMessage(message);
  if (outcome.ok) return DELIVERED;
  return deliveryFromStatus(outcome.status, outcome.message, outcome.retryAfterSeconds);
}

/** Keeps a message on the device until it can be sent, and makes sure delivery is running. */
export async function queueContactMessage(message: ContactMessage): Promise<number> {
  const seq = await queueForDelivery(CONTACT_KIND, message);
  // Imported when needed: start-sync itself depends on this module through the senders.
  const { keepSyncRunning } = await import('./start-sync');
  keepSyncRunning();
  return seq;
}

/** Contact messages waiting on this device, oldest first. */
export function queuedContactMessages(): Promise<QueuedRow<ContactMessage>[]> {
  return listOutbox<ContactMessage>(CONTACT_KIND);
}
