import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';

/**
 * After a payment: the home page once `delayMs` has passed (SPEC section 9: 3 s after a card
 * payment, 4 s after PayPal). Nothing happens while `delayMs` is null.
 */
export function useRedirectHome(delayMs: number | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (delayMs === null) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, navigate]);
}
