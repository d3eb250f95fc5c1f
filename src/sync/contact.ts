/**
 * Contact messages as a record type of the delivery engine: a message the form could not send
 * waits in the outbox and goes to `{api}/contact` when it can, with its id, so a message sent
 * twice is stored once. Anyone may send one, signed in or not.
 */
import { sendContactMessage, type ContactMessage } from '@/backend/contact';
import { outboxStore, type QueuedRow } from '@/db';
import { DELIVERED, deliveryFromStatus } from './delivery';
import type { RecordType } from './record-type';

export const CONTACT_KIND = 'contact';

export const CONTACT_RECORDS: RecordType<ContactMessage> = {
  kind: CONTACT_KIND,
  batchSize: 1,
  ownedByAccount: false,
  async send([message]) {
    if (!message) return DELIVERED;
    const outcome = await sendContactMessage(message);
    if (outcome.ok) return DELIVERED;
    return deliveryFromStatus(outcome.status, outcome.message, outcome.retryAfterSeconds);
  },
};

/** Contact messages waiting on this device, oldest first. */
export function queuedContactMessages(): Promise<QueuedRow<ContactMessage>[]> {
  return outboxStore().waiting<ContactMessage>(CONTACT_KIND);
}
