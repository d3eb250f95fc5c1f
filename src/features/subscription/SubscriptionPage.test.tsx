// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome, SignUpDetails } from '@/backend/auth-calls';
import type { AuthState } from '@/backend/auth-state';
import type { ApiAnswer, PayPalBuyer } from '@/backend/payments';
import type { SubscriptionState } from '@/backend/subscription';
import SubscriptionPage from './SubscriptionPage';

/** The PayPal SDK as react-paypal-js exposes it: script state, and the buttons' callbacks. */
type ButtonProps = Record<string, (...args: never[]) => unknown> & { disabled?: boolean };

const fake = vi.hoisted(() => ({
  auth: { status: 'signedOut', user: null, session: null, recovering: false } as unknown,
  subscription: { status: null, endDate: null, loading: false } as unknown,
  script: { isInitial: false, isPending: false, isResolved: true, isRejected: false },
  dispatch: vi.fn(),
  buttons: null as ButtonProps | null,
  providerOptions: null as Record<string, unknown> | null,
  env: { clientId: 'test-client-id', sdkUrl: 'http://127.0.0.1:54321/_local/paypal/sdk/js' },
  signUpToPay: vi.fn<(details: SignUpDetails) => Promise<AuthOutcome>>(),
  createPayPalOrder: vi.fn<(buyer: PayPalBuyer) => Promise<ApiAnswer>>(),
  capturePayPalOrder: vi.fn<(orderId: string) => Promise<ApiAnswer>>(),
  refreshSubscriptionStatus: vi.fn(),
}));

vi.mock('@paypal/react-paypal-js', () => ({
  DISPATCH_ACTION: { RESET_OPTIONS: 'resetOptions' },
  PayPalScriptProvider: ({
    options,
    children,
  }: {
    options: Record<string, unknown>;
    children: ReactNode;
  }) => {
    fake.providerOptions = options;
    return children;
  },
  usePayPalScriptReducer: () => [
    { ...fake.script, options: fake.providerOptions ?? {} },
    fake.dispatch,
  ],
  PayPalButtons: (props: ButtonProps) => {
    fake.buttons = props;
    return (
      <div data-testid="paypal-buttons" data-disabled={String(Boolean(props.disabled))}>
        PayPal buttons
      </div>
    );
  },
}));
vi.mock('@/lib/env', () => ({
  SUPABASE_URL: 'http://127.0.0.1:54321',
  get PAYPAL_CLIENT_ID() {
    return fake.env.clientId;
  },
  get PAYPAL_SDK_URL() {
    return fake.env.sdkUrl;
  },
}));
vi.mock('@/backend/auth-state', () => ({ useAuth: () => fake.auth as AuthState }));
vi.mock('@/backend/subscription', () => ({
  useSubscriptionStatus: () => fake.subscription as SubscriptionState,
  refreshSubscriptionStatus: fake.refreshSubscriptionStatus,
}));
vi.mock('@/backend/auth-calls', () => ({ signUpToPay: fake.signUpToPay }));
vi.mock('@/backend/payments', () => ({
  createPayPalOrder: fake.createPayPalOrder,
  capturePayPalOrder: fake.capturePayPalOrder,
  fetchPaymentState: () => Promise.resolve({ ok: true, body: { status: 'unpaid' } }),
}));

const PARENT = {
  id: 'user-1',
  email: 'parent@example.com',
  user_metadata: { name: 'Asha' },
};

function signedIn() {
  fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
  fake.subscription = { status: 'inactive', endDate: null, loading: false };
}

/** Renders /subscription; the answer renders it again (as a change of state would). */
function renderPage(): () => void {
  const tree = () => (
    <MemoryRouter initialEntries={['/subscription']}>
      <Routes>
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
    </MemoryRouter>
  );
  const { rerender } = render(tree());
  return () => rerender(tree());
}

function buttons(): ButtonProps {
  if (!fake.buttons) throw new Error('The PayPal buttons are not rendered');
  return fake.buttons;
}

/** The buyer clicks a PayPal button: the SDK calls onClick and reports resolve or reject. */
async function clickPayPal(): Promise<'resolved' | 'rejected'> {
  let decision: 'resolved' | 'rejected' = 'resolved';
  await act(async () => {
    await (buttons().onClick as (data: unknown, actions: unknown) => Promise<void>)(
      {},
      {
        resolve: async () => void (decision = 'resolved'),
        reject: async () => void (decision = 'rejected'),
      },
    );
  });
  return decision;
}

/** The SDK asks for the order; answers its id, or the error it was given. */
async function createOrder(): Promise<string | Error> {
  let result: string | Error = new Error('not called');
  await act(async () => {
    try {
      result = await (buttons().createOrder as () => Promise<string>)();
    } catch (error) {
      result = error as Error;
    }
  });
  return result;
}

async function approve(orderID = 'PAYPAL-ORDER-1'): Promise<{ restart: ReturnType<typeof vi.fn> }> {
  const actions = { restart: vi.fn() };
  await act(async () => {
    await (buttons().onApprove as (data: unknown, a: unknown) => Promise<void>)(
      { orderID },
      actions,
    );
  });
  return actions;
}

const ORDER: ApiAnswer = { ok: true, body: { id: 'PAYPAL-ORDER-1' } };
const CAPTURED: ApiAnswer = {
  ok: true,
  body: {
    id: 'PAYPAL-ORDER-1',
    status: 'COMPLETED',
    purchase_units: [{ payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED' }] } }],
    subscriptionEndDate: '2027-06-01T10:00:00Z',
  },
};

beforeEach(() => {
  localStorage.clear();
  fake.auth = { status: 'signedOut', user: null, session: null, recovering: false };
  fake.subscription = { status: null, endDate: null, loading: false };
  fake.script = { isInitial: false, isPending: false, isResolved: true, isRejected: false };
  fake.env = { clientId: 'test-client-id', sdkUrl: 'http://127.0.0.1:54321/_local/paypal/sdk/js' };
  fake.buttons = null;
  fake.providerOptions = null;
  fake.dispatch.mockReset();
  fake.signUpToPay.mockReset().mockResolvedValue({ ok: true });
  fake.createPayPalOrder.mockReset().mockResolvedValue(ORDER);
  fake.capturePayPalOrder.mockReset().mockResolvedValue(CAPTURED);
  fake.refreshSubscriptionStatus.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/subscription for a signed-out buyer', () => {
  it('loads the SDK with the client id, USD, capture and the configured SDK address', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe with PayPal' })).toBeVisible();
    expect(fake.providerOptions).toEqual({
      clientId: 'test-client-id',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      sdkBaseUrl: 'http://127.0.0.1:54321/_local/paypal/sdk/js',
    });
    expect(screen.getByLabelText("Student's name")).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("leaves sdkBaseUrl out for PayPal's own SDK", () => {
    fake.env.sdkUrl = '';
    renderPage();
    expect(fake.providerOptions).not.toHaveProperty('sdkBaseUrl');
  });

  it("refuses to open PayPal while the form is invalid: 'Please fill out all required fields.'", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Student's name"), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');

    expect(await clickPayPal()).toBe('rejected');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /At least 8 characters.*Enter your password\./,
    );
    expect(fake.signUpToPay).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'sprouts-123');
    expect(await clickPayPal()).toBe('resolved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a password that is easy to guess, as sign-up does, before PayPal opens', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Student's name"), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'asha@example');

    expect(await clickPayPal()).toBe('rejected');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      "At least 8 characters This password is too easy to guess: it contains your email or your child's name. Choose a longer one, for example three or four words that do not belong together.",
    );
    expect(password).toHaveFocus();
    expect(fake.signUpToPay).not.toHaveBeenCalled();
  });

  it('creates the account first, and sends the order no password', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Student's name"), ' Asha ');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'sprouts-123');
    expect(await clickPayPal()).toBe('resolved');

    expect(await createOrder()).toBe('PAYPAL-ORDER-1');
    expect(fake.signUpToPay).toHaveBeenCalledWith({
      name: 'Asha',
      email: 'asha@example.com',
      password: 'sprouts-123',
    });
    expect(fake.createPayPalOrder).toHaveBeenCalledWith({
      name: 'Asha',
      email: 'asha@example.com',
    });
    expect(JSON.stringify(fake.createPayPalOrder.mock.calls)).not.toContain('sprouts-123');
    expect(screen.getByText('Finish paying in the PayPal window.')).toBeVisible();
  });

  it("says 'An error occurred: {message}' when the account cannot be created", async () => {
    const user = userEvent.setup();
    fake.signUpToPay.mockResolvedValue({
      ok: false,
      message: 'User already registered',
      code: 'user_already_exists',
      offline: false,
    });
    renderPage();
    await user.type(screen.getByLabelText("Student's name"), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'sprouts-123');
    await clickPayPal();

    expect(await createOrder()).toBeInstanceOf(Error);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred: User already registered',
    );
    expect(fake.createPayPalOrder).not.toHaveBeenCalled();
    // PayPal reports the thrown error too; the page does not say it twice.
    act(() => void (buttons().onError as (error: unknown) => void)({ message: 'Order failed' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred: User already registered',
    );
  });
});

describe('/subscription for a signed-in parent', () => {
  beforeEach(signedIn);

  it('goes straight to the PayPal buttons', async () => {
    renderPage();
    expect(screen.queryByLabelText("Student's name")).toBeNull();
    expect(screen.getByText('parent@example.com')).toBeVisible();
    expect(await clickPayPal()).toBe('resolved');
    expect(await createOrder()).toBe('PAYPAL-ORDER-1');
    expect(fake.signUpToPay).not.toHaveBeenCalled();
    expect(fake.createPayPalOrder).toHaveBeenCalledWith({
      name: 'Asha',
      email: 'parent@example.com',
    });
  });

  it("reports an order that cannot be created: 'Could not initiate PayPal Checkout...'", async () => {
    fake.createPayPalOrder.mockResolvedValue({
      ok: false,
      status: 502,
      message: 'PayPal is not available right now. Please try again.',
      body: { message: 'PayPal is not available right now. Please try again.', details: [] },
    });
    renderPage();
    await clickPayPal();
    expect(await createOrder()).toBeInstanceOf(Error);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^PayPal could not start the payment\. Nothing was charged\.Error occurred during payment, if any amount is debited/,
    );
    const details = within(alert).getByText('Details for support').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent(
      'MessageCould not initiate PayPal Checkout...PayPal API error: PayPal is not available right now. Please try again. Please try again.',
    );
    expect(details).toHaveTextContent('HTTP status502');
    expect(alert.parentElement).toHaveFocus();
  });

  it('restarts the payment when the card is declined', async () => {
    fake.capturePayPalOrder.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'The requested action could not be performed.',
      body: {
        debug_id: 'd1',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'Declined.' }],
      },
    });
    renderPage();
    await clickPayPal();
    await createOrder();
    const { restart } = await approve();
    expect(restart).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Your card was declined/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    await approve();
    expect(screen.getByText('Payment successful! Redirecting to home page...')).toBeVisible();
  });

  it("reports other capture issues: 'Sorry, your transaction could not be processed...'", async () => {
    fake.capturePayPalOrder.mockResolvedValue({
      ok: false,
      status: 422,
      message: 'The requested action could not be performed.',
      body: {
        debug_id: 'abc123',
        details: [{ issue: 'TRANSACTION_REFUSED', description: 'The request was refused.' }],
      },
    });
    renderPage();
    await clickPayPal();
    await createOrder();
    const { restart } = await approve();
    expect(restart).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^PayPal refused the payment\. Nothing was charged\./);
    const details = within(alert).getByText('Details for support').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent(
      'Sorry, your transaction could not be processed...The request was refused. (abc123)',
    );
    expect(details).toHaveTextContent('IssueTRANSACTION_REFUSED');
    expect(details).toHaveTextContent('Debug idabc123');
    expect(fake.refreshSubscriptionStatus).not.toHaveBeenCalled();
  });

  it('announces success, refreshes the cached status and goes home after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const renderAgain = renderPage();
    await clickPayPal();
    await createOrder();
    expect(screen.getByTestId('paypal-buttons')).toHaveAttribute('data-disabled', 'false');
    await approve();

    const success = screen.getByRole('status');
    expect(success).toHaveTextContent('Payment successful! Redirecting to home page...');
    expect(success).toHaveTextContent('Your subscription is active till');
    expect(success.parentElement).toHaveFocus();
    expect(fake.refreshSubscriptionStatus).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('paypal-buttons')).toBeNull();

    // The status just became active: the page stays to say so instead of leaving at once.
    fake.subscription = { status: 'active', endDate: '2027-06-01T10:00:00Z', loading: false };
    renderAgain();
    expect(screen.getByText('Payment successful! Redirecting to home page...')).toBeVisible();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('tells the buyer nothing was charged when PayPal is closed', async () => {
    renderPage();
    await clickPayPal();
    await createOrder();
    act(() => void (buttons().onCancel as (data: unknown) => void)({ orderID: 'PAYPAL-ORDER-1' }));
    expect(screen.getByText('You closed PayPal before paying. Nothing was charged.')).toBeVisible();
  });
});

describe('the PayPal script states', () => {
  it('says so while the script is initial or pending', () => {
    fake.script = { isInitial: true, isPending: false, isResolved: false, isRejected: false };
    renderPage();
    expect(screen.getByText('PayPal will load in a moment...')).toBeVisible();
    expect(screen.queryByTestId('paypal-buttons')).toBeNull();
  });

  it('shows a spinner while pending', () => {
    fake.script = { isInitial: false, isPending: true, isResolved: false, isRejected: false };
    renderPage();
    expect(screen.getByText('Loading PayPal...')).toBeVisible();
    expect(screen.queryByTestId('paypal-buttons')).toBeNull();
  });

  it('offers to load it again when it was rejected', async () => {
    const user = userEvent.setup();
    fake.script = { isInitial: false, isPending: false, isResolved: false, isRejected: true };
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'PayPal could not be loaded. Check your internet connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fake.dispatch).toHaveBeenCalledWith({
      type: 'resetOptions',
      value: fake.providerOptions,
    });
  });

  it('says PayPal is not available when the build has no client id', () => {
    fake.env.clientId = '';
    renderPage();
    expect(
      screen.getByText('PayPal payments are not available on this site right now.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay by card instead' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(fake.providerOptions).toBeNull();
  });
});

describe('who may open /subscription', () => {
  it('waits while the subscription is being checked', () => {
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: null, endDate: null, loading: true };
    renderPage();
    expect(screen.getByText('Checking your subscription...')).toBeVisible();
    expect(fake.providerOptions).toBeNull();
  });

  it('sends an active subscriber home', () => {
    fake.auth = { status: 'signedIn', user: PARENT, session: {}, recovering: false };
    fake.subscription = { status: 'active', endDate: '2027-06-01T10:00:00Z', loading: false };
    renderPage();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(fake.providerOptions).toBeNull();
  });
});
