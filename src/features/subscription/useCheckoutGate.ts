import { useAuth } from '@/backend/auth-state';
import { useSubscriptionStatus } from '@/backend/subscription';

/**
 * 'checking' while it is not yet known whether the parent already subscribes, 'subscriber' for
 * a signed-in parent with an active subscription (SPEC section 2: sent to /), else 'open'.
 * `holdOpen` keeps a checkout that has started open whatever happens to the session or the
 * status meanwhile (an account created on the way, a payment that just made it active).
 */
export type CheckoutGate = 'checking' | 'subscriber' | 'open';

export function useCheckoutGate(holdOpen: boolean): CheckoutGate {
  const { status: authStatus } = useAuth();
  const subscription = useSubscriptionStatus();
  if (holdOpen) return 'open';
  if (authStatus === 'loading') return 'checking';
  if (authStatus === 'signedOut') return 'open';
  if (subscription.loading) return 'checking';
  return subscription.status === 'active' ? 'subscriber' : 'open';
}
