import { sendContactMessage, type ContactMessage, type ContactOutcome } from '@/backend/contact';
import { queueContactMessage } from '@/sync';
import type { ContactFieldName } from './validation';

export type SubmitResult =
  | { kind: 'sent' }
  /** Kept in the device outbox; `offline` when the browser knew it had no connection. */
  | { kind: 'queued'; offline: boolean }
  | { kind: 'invalid'; field: ContactFieldName | null; message: string }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'failed'; status: number | null; message: string };

export interface SubmitCalls {
  send(message: ContactMessage): Promise<ContactOutcome>;
  queue(message: ContactMessage): Promise<unknown>;
  isOnline(): boolean;
}

const BROWSER_CALLS: SubmitCalls = {
  send: sendContactMessage,
  queue: queueContactMessage,
  isOnline: () => navigator.onLine,
};

async function keepForLater(
  message: ContactMessage,
  calls: SubmitCalls,
  offline: boolean,
): Promise<SubmitResult> {
  try {
    await calls.queue(message);
    return { kind: 'queued', offline };
  } catch (error) {
    console.error('The message could not be kept on this device:', error);
    return { kind: 'failed', status: null, message: 'The message could not be saved' };
  }
}

/**
 * Sends the message, or keeps it in the device outbox when there is no connection (known
 * before sending, or no answer came); the outbox sends it, with the same id, once online.
 */
export async function submitContact(
  message: ContactMessage,
  calls: SubmitCalls = BROWSER_CALLS,
): Promise<SubmitResult> {
  if (!calls.isOnline()) return keepForLater(message, calls, true);
  const outcome = await calls.send(message);
  if (outcome.ok) return { kind: 'sent' };
  if (outcome.status === null) return keepForLater(message, calls, !calls.isOnline());
  if (outcome.status === 400) {
    return { kind: 'invalid', field: outcome.field, message: outcome.message };
  }
  if (outcome.status === 429) {
    return { kind: 'rateLimited', retryAfterSeconds: outcome.retryAfterSeconds };
  }
  console.error(`The contact message was not sent (${outcome.status}): ${outcome.message}`);
  return { kind: 'failed', status: outcome.status, message: outcome.message };
}
