// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome, SignUpDetails } from '@/backend/auth-calls';
import type { AuthState } from '@/backend/auth-state';
import type { ApiAnswer, CardPaymentResponse } from '@/backend/payments';
import type { SubscriptionState } from '@/backend/subscription';
import type { CardCheckoutOptions } from './card-checkout';
import SubscribePage from './SubscribePage';

const fake = vi.hoisted(() => ({
  auth: { status: 'signedOut', user: null, session: null, recovering: false } as unknown,
  subscription: { status: null, endDate: null, loading: false } as unknown,
  signUpToPay: vi.fn<(details: SignUpDetails) => Promise<AuthOutcome>>(),
  createCardOrder: vi.fn<() => Promise<ApiAnswer>>(),
  validateCardPayment: vi.fn<(payment: CardPaymentResponse) => Promise<ApiAnswer>>(),
  refreshSubscriptionStatus: vi.fn(),
  fetchPaymentState: vi.fn<(orderId: string) => Promise<ApiAnswer>>(),
}));

vi.mock('@/lib/env', () => ({
  CARD_CHECKOUT_URL: 'https://checkout.example.test/checkout.js',
  SUPABASE_URL: 'http://127.0.0.1:54321',
}));
vi.mock('@/backend/auth-state', () => ({ useAuth: () => fake.auth as AuthState }));
vi.mock('@/backend/subscription', () => ({
  useSubscriptionStatus: () => fake.subscription as SubscriptionState,
  refreshSubscriptionStatus: fake.refreshSubscriptionStatus,
}));
vi.mock('@/backend/auth-calls', () => ({ signUpToPay: fake.signUpToPay }));
vi.mock('@/backend/payments', () => ({
  createCardOrder: fake.createCardOrder,
  validateCardPayment: fake.validateCardPayment,
  fetchPaymentState: fake.fetchPaymentState,
}));

/** The card provider's checkout (`window.Razorpay`) as its script defines it. */
interface OpenedCheckout {
  options: CardCheckoutOptions;
  fail(response: unknown): void;
}
let opened: OpenedCheckout[] = [];

class FakeRazorpay {
  private failed: ((response: unknown) => void)[] = [];
  constructor(private readonly options: CardCheckoutOptions) {}
  on(_event: string, callback: (response: unknown) => void) {
    this.failed.push(callback);
  }
  open() {
    opened.push({
      options: this.options,
      fail: (response) => this.failed.forEach((callback) => callback(response)),
    });
  }
}

const PARENT = { id: 'user-1', email: 'parent@example.com', user_metadata: { name: 'Asha' } };
const ORDER: ApiAnswer = {
  ok: true,
  body: { id: 'order_A', amount: 1900, currency: 'INR', key: 'rzp_test_key' },
};
const PAYMENT: CardPaymentResponse = {
  razorpay_payment_id: 'pay_B',
  razorpay_order_id: 'order_A',
  razorpay_signature: 'f'.repeat(64),
};

function renderPage(): () => void {
  const tree = () => (
    <MemoryRouter initialEntries={['/subscribe']}>
      <Routes>
        <Route path="/subscribe" element={<SubscribePage />} />
        <Route path="/subscription" element={<h1>PayPal checkout</h1>} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
    </MemoryRouter>
  );
  const { rerender } = render(tree());
  return () => rerender(tree());
}

function dialog() {
  return screen.getByRole('dialog');
}

/** The provider's window opens once our details modal has closed. */
async function checkoutOpened(): Promise<OpenedCheckout> {
  await vi.waitFor(() => expect(opened).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  return opened[0] as OpenedCheckout;
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
  const form = within(dialog());
  await user.type(form.getByLabelText("Student's name"), 'Asha');
  await user.type(form.getByLabelText('Email'), 'asha@example.com');
  await user.type(form.getByLabelText('Password'), 'sprouts-123');
  await user.selectOptions(form.getByLabelText('Grade'), 'Kindergarten 1');
}

beforeEach(() => {
  fake.auth = { status: 'signedOut', user: null, session: null, recovering: false };
  fake.subscription = { status: null, endDate: null, loading: false };
  fake.signUpToPay.mockReset().mockResolvedValue({ ok: true });
  fake.createCardOrder.mockReset().mockResolvedValue(ORDER);
  fake.validateCardPayment.mockReset().mockResolvedValue({
    ok: true,
    body: {
      msg: 'success',
      orderId: 'order_A',
      paymentId: 'pay_B',
      subscriptionEndDate: '2027-06-01T10:00:00Z',
    },
  });
  fake.refreshSubscriptionStatus.mockReset().mockResolvedValue(undefined);
  fake.fetchPaymentState.mockReset().mockResolvedValue({ ok: true, body: { status: 'unpaid' } });
  localStorage.clear();
  opened = [];
  (window as unknown as { Razorpay: unknown }).Razorpay = FakeRazorpay;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('/subscribe after sign-up', () => {
  it('says where the confirmation link went and what to do', () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/subscribe', state: { confirmationSentTo: 'asha@example.com' } },
        ]}
      >
        <Routes>
          <Route path="/subscribe" element={<SubscribePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Your account is ready.')).toBeVisible();
    expect(
      screen.getByText(/We sent a confirmation link to asha@example\.com\. Open it/),
    ).toBeVisible();
  });
});

describe('/subscribe after an interruption', () => {
  const signedIn = () => {
    fake.auth = {
      status: 'signedIn',
      user: { id: 'u1', email: 'asha@example.com' },
      session: {},
      recovering: false,
    };
    fake.subscription = { status: 'active', endDate: '2027-06-01T10:00:00Z', loading: false };
  };

  it('says the payment went through and till when, instead of going home silently', async () => {
    signedIn();
    localStorage.setItem(
      'sprouts.pendingCheckout',
      JSON.stringify({ provider: 'card', orderId: 'order_A' }),
    );
    fake.fetchPaymentState.mockResolvedValue({
      ok: true,
      body: { status: 'paid', subscriptionEndDate: '2027-06-01T10:00:00Z' },
    });
    renderPage();
    expect(await screen.findByText('Your payment went through.')).toBeVisible();
    expect(screen.getByText(/Your subscription is active till .*2027/)).toBeVisible();
    expect(fake.fetchPaymentState).toHaveBeenCalledWith('order_A');
    expect(localStorage.getItem('sprouts.pendingCheckout')).toBeNull();
  });

  it('says nothing was charged when the order was never paid', async () => {
    signedIn();
    fake.subscription = { status: 'inactive', endDate: null, loading: false };
    localStorage.setItem(
      'sprouts.pendingCheckout',
      JSON.stringify({ provider: 'card', orderId: 'order_A' }),
    );
    renderPage();
    expect(await screen.findByText(/nothing was charged/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });
});

describe('/subscribe', () => {
  it('offers Subscribe Now by card, PayPal on /subscription and Login when signed out', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Sprouts' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fsubscribe',
    );
    expect(
      screen.getByText('₹19 by card in Indian rupees, or $19 with PayPal in US dollars.'),
    ).toBeVisible();
  });

  it("opens the details modal with the sign-up modal's fields when signed out", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const form = within(screen.getByRole('dialog', { name: 'Your details' }));
    expect(form.getByLabelText("Student's name")).toHaveFocus();
    expect(form.getByLabelText('Email')).toBeVisible();
    expect(form.getByLabelText('Password')).toBeVisible();
    expect(
      within(form.getByLabelText('Grade'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your grade', 'Nursery', 'Kindergarten 1', 'Kindergarten 2']);

    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(form.getByLabelText("Student's name")).toHaveFocus();
    expect(form.getByText('Select a grade.')).toBeVisible();
    expect(fake.signUpToPay).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toHaveFocus();
  });

  it('refuses a password that is easy to guess, as sign-up does, before the card window', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await fillSignUp(user);
    const password = within(dialog()).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'password1');
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'At least 8 characters This password is too easy to guess: it is a commonly used password. Choose a longer one, for example three or four words that do not belong together.',
      ),
    );
    expect(password).toHaveFocus();
    expect(fake.signUpToPay).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('creates the account, then pays by card and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const renderAgain = renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await fillSignUp(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));

    const checkout = await checkoutOpened();
    expect(fake.signUpToPay).toHaveBeenCalledWith({
      name: 'Asha',
      grade: 'Kindergarten-1',
      email: 'asha@example.com',
      password: 'sprouts-123',
    });
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 1900,
      currency: 'INR',
      order_id: 'order_A',
      name: 'Sprouts',
      prefill: { name: 'Asha', email: 'asha@example.com' },
      retry: { enabled: false },
    });
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();

    await act(async () => checkout.options.handler(PAYMENT));
    expect(fake.validateCardPayment).toHaveBeenCalledWith(PAYMENT);
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Payment successful! Redirecting to home page...');
    expect(fake.refreshSubscriptionStatus).toHaveBeenCalledTimes(1);

    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'active', endDate: '2027-06-01T10:00:00Z', loading: false };
    renderAgain();
    expect(screen.getByText('Payment successful! Redirecting to home page...')).toBeVisible();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it("says 'An error occurred: {message}' in the modal when the account cannot be created", async () => {
    const user = userEvent.setup();
    fake.signUpToPay.mockResolvedValue({
      ok: false,
      message: 'User already registered',
      code: 'user_already_exists',
      offline: false,
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await fillSignUp(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'An error occurred: User already registered',
    );
    expect(fake.createCardOrder).not.toHaveBeenCalled();
    expect(opened).toHaveLength(0);
    expect(within(dialog()).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('shows every field of a failed payment and the banner', async () => {
    const user = userEvent.setup();
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'inactive', endDate: null, loading: false };
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const form = within(screen.getByRole('dialog', { name: 'Confirm your subscription' }));
    expect(form.getByText('parent@example.com')).toBeVisible();
    expect(form.queryByLabelText('Password')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));

    const checkout = await checkoutOpened();
    expect(fake.signUpToPay).not.toHaveBeenCalled();
    expect(checkout.options.prefill).toEqual({ email: 'parent@example.com' });
    act(() =>
      checkout.fail({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed because the card was declined',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: 'order_A', payment_id: 'pay_C' },
        },
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Your card was declined\. Nothing was charged\.Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours\./,
    );
    expect(within(alert).getByText('Details for support').closest('details')).not.toHaveAttribute(
      'open',
    );
    const terms = within(alert)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(alert)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Error code': 'BAD_REQUEST_ERROR',
      Description: 'Payment failed because the card was declined',
      Source: 'bank',
      Step: 'payment_authorization',
      Reason: 'payment_failed',
      'Order id': 'order_A',
      'Payment id': 'pay_C',
    });
    // Focus moves in an effect, which can run after the alert is first found.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(fake.validateCardPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('says so when the server does not confirm the payment', async () => {
    const user = userEvent.setup();
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'inactive', endDate: null, loading: false };
    fake.validateCardPayment.mockResolvedValue({
      ok: false,
      status: 400,
      message: 'invalid signature',
      body: { msg: 'invalid signature' },
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));
    const checkout = await checkoutOpened();
    await act(async () => checkout.options.handler(PAYMENT));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours.',
    );
    expect(alert).toHaveTextContent('We could not confirm the payment: invalid signature.');
    expect(fake.refreshSubscriptionStatus).not.toHaveBeenCalled();
  });

  it('reports an order that cannot be created, or a checkout that cannot load, in the modal', async () => {
    const user = userEvent.setup();
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'inactive', endDate: null, loading: false };
    fake.createCardOrder.mockResolvedValueOnce({
      ok: false,
      status: 502,
      message: 'Card payments are not available right now. Please try again.',
      body: {},
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'We could not start the card payment: Card payments are not available right now. Please try again.',
    );

    delete (window as unknown as { Razorpay?: unknown }).Razorpay;
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));
    const script = await vi.waitFor(() => {
      const tag = document.head.querySelector(
        'script[src="https://checkout.example.test/checkout.js"]',
      );
      if (!tag) throw new Error('no script yet');
      return tag;
    });
    act(() => void script.dispatchEvent(new Event('error')));
    expect(
      await within(dialog()).findByText(/The card payment window could not be loaded/),
    ).toBeVisible();
  });

  it('tells the buyer nothing was charged when the payment window is closed', async () => {
    const user = userEvent.setup();
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'inactive', endDate: null, loading: false };
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue to payment' }));
    const checkout = await checkoutOpened();
    act(() => checkout.options.modal.ondismiss());
    expect(
      await screen.findByText('You closed the payment window before paying. Nothing was charged.'),
    ).toBeVisible();
  });

  it('sends an active subscriber home', () => {
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'active', endDate: '2027-06-01T10:00:00Z', loading: false };
    renderPage();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });
});
