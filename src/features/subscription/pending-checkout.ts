/**
 * A checkout's order is remembered on the device from its creation until the page has shown its
 * outcome, so a page opened after a reload, a closed tab or a lost connection can ask the server
 * what became of it (GET {api}/payments/{orderID}) and say so.
 */
import type { ApiAnswer } from '@/backend/payments';
import { PENDING_CHECKOUT, readStored, removeStored, writeStored } from '@/storage';
import type { PendingCheckout } from '@/storage';

export function rememberPendingCheckout(provider: PendingCheckout['provider'], orderId: string) {
  writeStored(PENDING_CHECKOUT, { provider, orderId });
}

export function forgetPendingCheckout(): void {
  removeStored(PENDING_CHECKOUT);
}

export function readPendingCheckout(): PendingCheckout | null {
  return readStored(PENDING_CHECKOUT);
}

/** What the returning page says: active till a date, nothing charged, or ask support. */
export type RecoveredOutcome =
  | { kind: 'paid'; endDate: string | null }
  | { kind: 'unpaid' }
  | { kind: 'review'; orderId: string }
  /** The server could not be asked (offline): keep the order and ask on a later visit. */
  | { kind: 'unknown' };

export function recoveredOutcome(answer: ApiAnswer, orderId: string): RecoveredOutcome {
  if (!answer.ok) {
    // The order is not this account's, or no longer known: there is nothing to say about it.
    return answer.status !== null && answer.status < 500 ? { kind: 'unpaid' } : { kind: 'unknown' };
  }
  const { status, subscriptionEndDate } = answer.body;
  if (status === 'paid') {
    return {
      kind: 'paid',
      endDate: typeof subscriptionEndDate === 'string' ? subscriptionEndDate : null,
    };
  }
  if (status === 'review') return { kind: 'review', orderId };
  return { kind: 'unpaid' };
}
