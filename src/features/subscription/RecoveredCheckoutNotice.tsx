import { Alert } from '@/ui/Alert';
import { TEXT } from './messages';
import type { RecoveredOutcome } from './pending-checkout';

/** What became of the checkout left unfinished, when it was not paid. */
export function RecoveredCheckoutNotice({ outcome }: { outcome: RecoveredOutcome }) {
  if (outcome.kind === 'unpaid') return <Alert tone="info">{TEXT.recoveredUnpaid}</Alert>;
  if (outcome.kind === 'review') {
    return <Alert tone="error">{TEXT.recoveredReview(outcome.orderId)}</Alert>;
  }
  return null;
}
