/**
 * The card provider's checkout (Razorpay's `window.Razorpay`, wire contracts section 6), loaded
 * only when a parent starts a card payment: the embedded backend's stand-in locally, the
 * provider's script in production (CARD_CHECKOUT_URL).
 */
import type { CardPaymentResponse } from '@/backend/payments';
import { cardFailureFrom, type CardFailure } from './card-outcomes';

export interface CardCheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  /** Off: a failed payment closes the checkout, so the page can show what went wrong. */
  retry: { enabled: boolean };
  handler: (response: CardPaymentResponse) => void;
  modal: { ondismiss: () => void };
}

export interface CardCheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

export type CardCheckoutConstructor = new (options: CardCheckoutOptions) => CardCheckoutInstance;

export type CardCheckoutResult =
  | { kind: 'paid'; payment: CardPaymentResponse }
  | { kind: 'failed'; failure: CardFailure }
  | { kind: 'dismissed' };

const loading = new Map<string, Promise<CardCheckoutConstructor>>();

function checkoutConstructor(): CardCheckoutConstructor | undefined {
  const candidate: unknown = (window as unknown as { Razorpay?: unknown }).Razorpay;
  return typeof candidate === 'function' ? (candidate as CardCheckoutConstructor) : undefined;
}

/** Loads the checkout script once; a failed load is forgotten, so the next attempt tries again. */
export function loadCardCheckout(url: string): Promise<CardCheckoutConstructor> {
  const loaded = checkoutConstructor();
  if (loaded) return Promise.resolve(loaded);
  const pending = loading.get(url);
  if (pending) return pending;

  const promise = new Promise<CardCheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const constructor = checkoutConstructor();
      if (constructor) resolve(constructor);
      else reject(new Error('The card checkout script did not define Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`The card checkout script could not be loaded from ${url}`));
    };
    document.head.append(script);
  });
  loading.set(url, promise);
  promise.catch(() => loading.delete(url));
  return promise;
}

/** Opens the checkout and settles with the first thing that happens in it. */
export function runCardCheckout(
  Checkout: CardCheckoutConstructor,
  options: Omit<CardCheckoutOptions, 'handler' | 'modal' | 'retry'>,
): Promise<CardCheckoutResult> {
  return new Promise((resolve) => {
    const checkout = new Checkout({
      ...options,
      retry: { enabled: false },
      handler: (payment) => resolve({ kind: 'paid', payment }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) =>
      resolve({ kind: 'failed', failure: cardFailureFrom(response) }),
    );
    checkout.open();
  });
}
