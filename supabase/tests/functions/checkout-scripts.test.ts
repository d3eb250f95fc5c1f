import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CARD_KEY_ID } from '../../local/keys';
import { startHarness, type Harness, type TestUser } from './harness';

/** The part of jsdom these tests use (jsdom ships no types here). */
interface Dom {
  window: Window & typeof globalThis;
}
type DomConstructor = new (html: string, options: Record<string, unknown>) => Dom;

interface ButtonsInstance {
  isEligible(): boolean;
  render(container: Element | string): Promise<void>;
  close(): Promise<void>;
}
interface RestartActions {
  restart(): Promise<void>;
}
type ButtonsOptions = Record<string, unknown>;
interface PayPalNamespace {
  Buttons(options: ButtonsOptions): ButtonsInstance;
  version: string;
  FUNDING: Record<string, string>;
}
interface RazorpayInstance {
  open(): void;
  on(event: string, callback: (response: unknown) => void): void;
}

let harness: Harness;
let user: TestUser;
let JSDOM: DomConstructor;
let dom: Dom | undefined;

beforeAll(async () => {
  harness = await startHarness();
  user = await harness.createUser();
  // A computed specifier: jsdom has no type declarations in this project.
  const jsdomModule = 'jsdom';
  JSDOM = ((await import(jsdomModule)) as { JSDOM: DomConstructor }).JSDOM;
});
afterAll(async () => {
  await harness.close();
});
afterEach(() => {
  dom?.window.close();
  dom = undefined;
});

/** A page of the app at 127.0.0.1:5173 that loads a stand-in script from the backend. */
async function pageWithScript(
  path: string,
  attributes: Record<string, string> = {},
): Promise<Window> {
  dom = new JSDOM(
    '<!doctype html><html><head></head><body><div id="buttons"></div></body></html>',
    {
      url: 'http://127.0.0.1:5173/subscription',
      runScripts: 'dangerously',
      resources: 'usable',
      pretendToBeVisual: true,
    },
  );
  const window = dom.window;
  Object.assign(window, { fetch: globalThis.fetch });
  const script = window.document.createElement('script');
  script.src = `${harness.backend.url}${path}`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  await new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${path} did not load`));
    window.document.head.append(script);
  });
  return window;
}

async function waitFor<T>(read: () => T | undefined | null | false, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > 5000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent === name);
}

function dialogOf(window: Window): HTMLElement | null {
  return window.document.querySelector('[role="dialog"]');
}

describe('PayPal SDK stand-in', () => {
  async function loadSdk(namespace?: string): Promise<{ window: Window; paypal: PayPalNamespace }> {
    const window = await pageWithScript(
      '/_local/paypal/sdk/js?client-id=sprouts-local-paypal&currency=USD&intent=capture',
      namespace ? { 'data-namespace': namespace } : {},
    );
    const paypal = (window as unknown as Record<string, PayPalNamespace>)[namespace ?? 'paypal'];
    if (!paypal) throw new Error('window.paypal is missing');
    return { window, paypal };
  }

  it('defines window.paypal with eligible Buttons that render PayPal and card buttons', async () => {
    const { window, paypal } = await loadSdk();
    expect(typeof paypal.version).toBe('string');
    expect(paypal.FUNDING.PAYPAL).toBe('paypal');
    const buttons = paypal.Buttons({});
    expect(buttons.isEligible()).toBe(true);
    await buttons.render('#buttons');
    const container = window.document.querySelector('#buttons') as HTMLElement;
    expect(buttonNamed(container, 'PayPal')).toBeDefined();
    expect(buttonNamed(container, 'Debit or Credit Card')).toBeDefined();
    await buttons.close();
    expect(container.querySelectorAll('button')).toHaveLength(0);
    await expect(paypal.Buttons({}).render('#missing')).rejects.toThrow(/does not exist/);
  });

  it('honours data-namespace', async () => {
    const { paypal } = await loadSdk('paypalCheckout');
    expect(typeof paypal.Buttons).toBe('function');
  });

  it('stops when onClick rejects', async () => {
    const { window, paypal } = await loadSdk();
    let ordersCreated = 0;
    const clicked: unknown[] = [];
    await paypal
      .Buttons({
        onClick: (data: unknown, actions: { reject(): Promise<void> }) => {
          clicked.push(data);
          return actions.reject();
        },
        createOrder: () => {
          ordersCreated += 1;
          return Promise.resolve('PAYPAL-ORDER-X');
        },
      })
      .render('#buttons');
    buttonNamed(window.document, 'PayPal')?.click();
    await waitFor(() => clicked.length === 1, 'onClick');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicked).toEqual([{ fundingSource: 'paypal' }]);
    expect(ordersCreated).toBe(0);
    expect(dialogOf(window)).toBeNull();
  });

  it('runs the whole checkout with the api function: decline, restart, approve, capture', async () => {
    const { window, paypal } = await loadSdk();
    const captures: { status: number; body: Record<string, unknown> }[] = [];
    const errors: unknown[] = [];
    await paypal
      .Buttons({
        createOrder: async () => {
          const answer = await harness.call('/api/api/orders', { token: user.token, body: {} });
          return answer.body.id;
        },
        onApprove: async (data: { orderID: string; payerID: string }, actions: RestartActions) => {
          expect(data.payerID).toMatch(/^[0-9A-Z]{13}$/);
          const answer = await harness.call(`/api/api/orders/${data.orderID}/capture`, {
            token: user.token,
          });
          captures.push(answer);
          const details = answer.body.details as { issue: string }[] | undefined;
          if (details?.[0]?.issue === 'INSTRUMENT_DECLINED') await actions.restart();
        },
        onError: (error: unknown) => errors.push(error),
      })
      .render('#buttons');

    const payButton = buttonNamed(window.document, 'PayPal') as HTMLButtonElement;
    payButton.click();
    const dialog = await waitFor(() => dialogOf(window), 'the checkout dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = window.document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('PayPal');
    expect(dialog.textContent).toContain('$19.00');
    expect(window.document.activeElement?.textContent).toBe('Approve payment');
    for (const name of ['Approve payment', 'Decline card', 'Payment error', 'Cancel']) {
      expect(buttonNamed(dialog, name)).toBeDefined();
    }

    buttonNamed(dialog, 'Decline card')?.click();
    await waitFor(() => captures.length === 1, 'the declined capture');
    expect(captures[0]).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'INSTRUMENT_DECLINED' }] },
    });
    const again = await waitFor(() => dialogOf(window), 'the restarted dialog');
    buttonNamed(again, 'Approve payment')?.click();
    await waitFor(() => captures.length === 2, 'the second capture');
    expect(captures[1]?.status).toBe(200);
    expect(captures[1]?.body.status).toBe('COMPLETED');
    expect(dialogOf(window)).toBeNull();
    expect(window.document.activeElement).toBe(payButton);
    expect(errors).toEqual([]);
    expect((await harness.profile(user.id)).subscription_status).toBe('active');
  });

  it('calls onCancel when the buyer cancels, and onError when createOrder fails', async () => {
    const { window, paypal } = await loadSdk();
    const cancelled: unknown[] = [];
    const errors: Error[] = [];
    let failNext = false;
    await paypal
      .Buttons({
        createOrder: async () => {
          if (failNext) throw new Error('Could not initiate PayPal Checkout');
          return (await harness.call('/api/api/orders', { token: user.token, body: {} })).body.id;
        },
        onApprove: () => Promise.reject(new Error('not expected')),
        onCancel: (data: unknown) => cancelled.push(data),
        onError: (error: Error) => errors.push(error),
      })
      .render('#buttons');

    buttonNamed(window.document, 'Debit or Credit Card')?.click();
    const dialog = await waitFor(() => dialogOf(window), 'the checkout dialog');
    buttonNamed(dialog, 'Cancel')?.click();
    await waitFor(() => cancelled.length === 1, 'onCancel');
    expect(cancelled[0]).toMatchObject({
      orderID: expect.stringMatching(/^PAYPAL-ORDER-/) as unknown,
    });
    expect(dialogOf(window)).toBeNull();

    failNext = true;
    buttonNamed(window.document, 'PayPal')?.click();
    await waitFor(() => errors.length === 1, 'onError');
    expect(errors[0]?.message).toBe('Could not initiate PayPal Checkout');
    expect(dialogOf(window)).toBeNull();
  });
});

describe('card checkout stand-in', () => {
  async function loadCheckout(): Promise<{
    window: Window;
    Razorpay: new (options: Record<string, unknown>) => RazorpayInstance;
  }> {
    const window = await pageWithScript('/_local/card/checkout.js');
    const Razorpay = (window as unknown as Record<string, unknown>).Razorpay as new (
      options: Record<string, unknown>,
    ) => RazorpayInstance;
    return { window, Razorpay };
  }

  async function cardOrder(): Promise<Record<string, unknown>> {
    const answer = await harness.call('/api/order', { token: user.token, body: {} });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('pays: the handler gets a signature the api function accepts', async () => {
    const { window, Razorpay } = await loadCheckout();
    const order = await cardOrder();
    const handled: Record<string, string>[] = [];
    new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: 'Sprouts',
      description: 'One-year subscription',
      order_id: order.id,
      prefill: { email: 'parent@example.com' },
      handler: (response: Record<string, string>) => handled.push(response),
    }).open();

    const dialog = await waitFor(() => dialogOf(window), 'the card dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Sprouts');
    expect(window.document.activeElement?.textContent).toBe('Pay ₹19');
    buttonNamed(dialog, 'Pay ₹19')?.click();
    const [payment] = await waitFor(() => handled.length === 1 && handled, 'the handler');
    expect(payment?.razorpay_order_id).toBe(order.id);
    expect(dialogOf(window)).toBeNull();

    const validated = await harness.call('/api/order/validate', {
      token: user.token,
      body: payment,
    });
    expect(validated.status).toBe(200);
    expect(validated.body.msg).toBe('success');
  });

  it("reports a declined card through on('payment.failed') and lets the buyer cancel", async () => {
    const { window, Razorpay } = await loadCheckout();
    const order = await cardOrder();
    const failures: { error: Record<string, unknown> }[] = [];
    let dismissed = 0;
    const checkout = new Razorpay({
      key: CARD_KEY_ID,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      handler: () => {
        throw new Error('not expected');
      },
      modal: { ondismiss: () => (dismissed += 1) },
    });
    checkout.on('payment.failed', (response) =>
      failures.push(response as { error: Record<string, unknown> }),
    );
    checkout.open();

    const dialog = await waitFor(() => dialogOf(window), 'the card dialog');
    buttonNamed(dialog, 'Simulate failure')?.click();
    await waitFor(() => failures.length === 1, 'payment.failed');
    expect(failures[0]?.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed because the card was declined',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id },
    });
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      'Payment failed. You can try again or cancel.',
    );

    buttonNamed(dialog, 'Cancel')?.click();
    expect(dismissed).toBe(1);
    expect(dialogOf(window)).toBeNull();
  });
});
