import { sendContactMessage, type ContactMessage } from '@/backend/contact';
import { listOutbox, type QueuedRow } from '@/db';
import { DELIVERED, deliveryFromStatus, type DeliveryResult } from './delivery';

/** Outbox rows holding a contact message the device could not send yet. */
export const CONTACT_KIND = 'contact';

/** Sends a queued contact message; its id makes a repeated send harmless. */
export async function deliverContactMessage(message: ContactMessage): Promise<DeliveryResult> {
  const outcome = await sendContactMessage(message);
  if (outcome.ok) return DELIVERED;
  return deliveryFromStatus(outcome.status, outcome.message, outcome.retryAfterSeconds);
}

/** Contact messages waiting on this device, oldest first. */
export function queuedContactMessages(): Promise<QueuedRow<ContactMessage>[]> {
  return listOutbox<ContactMessage>(CONTACT_KIND);
}
