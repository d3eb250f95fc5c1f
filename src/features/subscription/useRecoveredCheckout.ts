import { useEffect, useState } from 'react';
import { useAuth } from '@/backend/auth-state';
import { fetchPaymentState } from '@/backend/payments';
import { refreshSubscriptionStatus } from '@/backend/subscription';
import {
  forgetPendingCheckout,
  readPendingCheckout,
  recoveredOutcome,
  type RecoveredOutcome,
} from './pending-checkout';

/**
 * The outcome of a checkout this device left unfinished, asked of the server once the parent's
 * session is known: 'none' when there is nothing to recover, 'checking' while asking.
 */
export type Recovery = 'none' | 'checking' | RecoveredOutcome;

export function useRecoveredCheckout(): Recovery {
  const { status } = useAuth();
  const [pending] = useState(readPendingCheckout);
  const [outcome, setOutcome] = useState<Recovery | null>(null);

  useEffect(() => {
    if (status !== 'signedIn' || !pending) return;
    let current = true;
    void fetchPaymentState(pending.orderId).then(async (answer) => {
      const found = recoveredOutcome(answer, pending.orderId);
      if (found.kind !== 'unknown') forgetPendingCheckout();
      if (found.kind === 'paid') await refreshSubscriptionStatus();
      if (current) setOutcome(found.kind === 'unknown' ? 'none' : found);
    });
    return () => {
      current = false;
    };
  }, [status, pending]);

  if (!pending || status === 'signedOut') return 'none';
  return outcome ?? 'checking';
}
