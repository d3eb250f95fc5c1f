// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadCardCheckout,
  runCardCheckout,
  type CardCheckoutConstructor,
  type CardCheckoutOptions,
} from './card-checkout';

const URL = 'https://checkout.example.test/v1/checkout.js';
const OTHER_URL = 'https://mirror.example.test/v1/checkout.js';

/** The provider's checkout as its script defines it: `new Razorpay(options).open()`. */
function fakeProvider() {
  const opened: { options: CardCheckoutOptions; failed: ((r: unknown) => void)[] }[] = [];
  class Checkout {
    private readonly failed: ((r: unknown) => void)[] = [];
    constructor(private readonly options: CardCheckoutOptions) {}
    on(_event: 'payment.failed', callback: (response: unknown) => void) {
      this.failed.push(callback);
    }
    open() {
      opened.push({ options: this.options, failed: this.failed });
    }
  }
  return { Checkout: Checkout as CardCheckoutConstructor, opened };
}

function scriptTags(url = URL): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`)];
}

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  for (const script of [...scriptTags(), ...scriptTags(OTHER_URL)]) script.remove();
});

describe('loadCardCheckout', () => {
  it('adds the script once, and resolves with window.Razorpay when it has loaded', async () => {
    const first = loadCardCheckout(URL);
    const second = loadCardCheckout(URL);
    expect(scriptTags()).toHaveLength(1);
    const { Checkout } = fakeProvider();
    (window as unknown as { Razorpay: unknown }).Razorpay = Checkout;
    scriptTags()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Checkout);
    await expect(second).resolves.toBe(Checkout);
    await expect(loadCardCheckout(URL)).resolves.toBe(Checkout);
  });

  it('forgets a failed load, so the next attempt adds the script again', async () => {
    const failed = loadCardCheckout(OTHER_URL);
    scriptTags(OTHER_URL)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(scriptTags(OTHER_URL)).toHaveLength(0);

    const retried = loadCardCheckout(OTHER_URL);
    expect(scriptTags(OTHER_URL)).toHaveLength(1);
    scriptTags(OTHER_URL)[0]?.dispatchEvent(new Event('load'));
    await expect(retried).rejects.toThrow('did not define Razorpay');
  });
});

describe('runCardCheckout', () => {
  const order = {
    key: 'rzp_test_key',
    amount: 1900,
    currency: 'INR',
    name: 'Sprouts',
    description: 'One-year subscription',
    order_id: 'order_A',
    prefill: { email: 'parent@example.com' },
    theme: { color: '#2f7d4f' },
  };

  it('opens the checkout for the order, retries off, and settles with the payment', async () => {
    const { Checkout, opened } = fakeProvider();
    const result = runCardCheckout(Checkout, order);
    const [checkout] = opened;
    expect(checkout?.options).toMatchObject({ ...order, retry: { enabled: false } });
    const payment = {
      razorpay_payment_id: 'pay_B',
      razorpay_order_id: 'order_A',
      razorpay_signature: 'f'.repeat(64),
    };
    checkout?.options.handler(payment);
    await expect(result).resolves.toEqual({ kind: 'paid', payment });
  });

  it("settles with the provider's failure report", async () => {
    const { Checkout, opened } = fakeProvider();
    const result = runCardCheckout(Checkout, order);
    opened[0]?.failed[0]?.({
      error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: 'order_A', payment_id: 'pay_C' } },
    });
    opened[0]?.options.modal.ondismiss();
    await expect(result).resolves.toMatchObject({
      kind: 'failed',
      failure: { code: 'BAD_REQUEST_ERROR', orderId: 'order_A', paymentId: 'pay_C' },
    });
  });

  it('settles as dismissed when the buyer closes it', async () => {
    const { Checkout, opened } = fakeProvider();
    const result = runCardCheckout(Checkout, order);
    opened[0]?.options.modal.ondismiss();
    await expect(result).resolves.toEqual({ kind: 'dismissed' });
  });
});
