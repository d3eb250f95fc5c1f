import type { ContactMessage } from '@/backend/contact';
import { CONTACT_KIND } from './contact';
import { keepSyncRunning, queueForDelivery } from './start-sync';

/**
 * Keeps a message on the device until it can be sent, and makes sure delivery is running. Imports
 * the delivery loop statically, so that the contact form's chunk holds everything a message queued
 * offline needs, before the service worker has cached every file.
 */
export async function queueContactMessage(message: ContactMessage): Promise<number> {
  const seq = await queueForDelivery(CONTACT_KIND, message, { key: message.id });
  keepSyncRunning();
  return seq;
}
