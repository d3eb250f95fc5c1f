import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { signUpToPay } from '@/backend/auth-calls';
import { useAuth } from '@/backend/auth-state';
import { capturePayPalOrder, createPayPalOrder, type PayPalBuyer } from '@/backend/payments';
import { refreshSubscriptionStatus } from '@/backend/subscription';
import { REDIRECT_AFTER_PAYPAL_PAYMENT_MS } from '@/lib/constants';
import { Alert, type AlertTone } from '@/ui/Alert';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { usePasswordGuessCheck } from '@/widgets/account-fields/password-check';
import { BuyerForm } from './BuyerForm';
import { PayPalButtonsArea } from './PayPalButtonsArea';
import { PaymentFailureReport, type SupportDetail } from './PaymentFailureReport';
import { PaymentSuccess } from './PaymentSuccess';
import { PROGRESS, TEXT } from './messages';
import { forgetPendingCheckout, rememberPendingCheckout } from './pending-checkout';
import { captureOutcome, orderOutcome } from './paypal-outcomes';
import { useRedirectHome } from './useRedirectHome';
import { EMPTY_BUYER, validateBuyer, type BuyerValues } from './validation';
import styles from './checkout.module.css';

type Phase = 'idle' | 'creatingAccount' | 'creatingOrder' | 'approving' | 'capturing' | 'paid';

interface Notice {
  tone: AlertTone;
  text: string;
  /** Move focus to it (a problem that appears away from where the buyer is). */
  focus?: boolean;
  /** A failed payment: `text` is the plain sentence, these the details for support. */
  support?: readonly SupportDetail[];
}

type OnApprove = NonNullable<PayPalButtonsComponentProps['onApprove']>;
type OnClick = NonNullable<PayPalButtonsComponentProps['onClick']>;

/** Thrown to PayPal after the page has already said what went wrong. */
class ReportedError extends Error {}

interface PayPalCheckoutProps {
  /** Called when the buyer starts paying: from then on the checkout stays on screen. */
  onStart: () => void;
}

/**
 * /subscription's checkout (SPEC sections 2, 4 and 8): a signed-out buyer gives the student's
 * name, email and password and the account is created first; a signed-in parent goes straight
 * to the PayPal buttons. The order is created and captured by the `api` function.
 */
export function PayPalCheckout({ onStart }: PayPalCheckoutProps) {
  const { status, user } = useAuth();
  const [values, setValues] = useState<BuyerValues>(EMPTY_BUYER);
  const { formRef, errors, accept, clearError } = useFieldErrors<keyof BuyerValues>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  /** Set once this attempt's problem is on screen, so PayPal's onError does not repeat it. */
  const reported = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const passwordGuessProblem = usePasswordGuessCheck();
  useRedirectHome(phase === 'paid' ? REDIRECT_AFTER_PAYPAL_PAYMENT_MS : null);

  const signedIn = status === 'signedIn' && user !== null;

  // A problem appears where the buyer is looking when it happens: focus the message.
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);

  function report(text: string, focus = true): ReportedError {
    reported.current = true;
    setNotice({ tone: 'error', text, focus });
    setPhase('idle');
    return new ReportedError(text);
  }

  /** A payment PayPal did not complete: the plain sentence, then what support needs. */
  function reportPayment(
    summary: string,
    message: string,
    details: readonly SupportDetail[] = [],
  ): ReportedError {
    reported.current = true;
    setNotice({
      tone: 'error',
      text: summary,
      focus: true,
      support: [['Message', message], ...details],
    });
    setPhase('idle');
    return new ReportedError(message);
  }

  const onClick: OnClick = async (_data, actions) => {
    reported.current = false;
    setNotice(null);
    if (phase === 'creatingAccount' || phase === 'creatingOrder' || phase === 'capturing') {
      return actions.reject();
    }
    // The first invalid field takes focus; the message is announced as an alert.
    if (!signedIn && !accept(validateBuyer(values))) {
      report(TEXT.fillRequired, false);
      return actions.reject();
    }
    // The account is made with this password before PayPal opens: the same check as sign-up.
    const guessable = signedIn
      ? undefined
      : await passwordGuessProblem(values.password, [values.email, values.name]);
    if (guessable) {
      accept({ password: guessable });
      return actions.reject();
    }
    onStart();
    return actions.resolve();
  };

  async function createOrder(): Promise<string> {
    let buyer: PayPalBuyer = {
      name: String(user?.user_metadata?.name ?? ''),
      email: user?.email ?? '',
    };
    if (!signedIn) {
      buyer = { name: values.name.trim(), email: values.email.trim() };
      setPhase('creatingAccount');
      const account = await signUpToPay({ ...buyer, password: values.password });
      if (!account.ok) throw report(TEXT.accountFailed(account.message));
    }
    setPhase('creatingOrder');
    const order = orderOutcome(await createPayPalOrder(buyer));
    if (!order.ok) {
      console.error('The PayPal order could not be created:', order.error);
      throw reportPayment(TEXT.paypalNotStarted, TEXT.couldNotInitiate(order.error), order.details);
    }
    rememberPendingCheckout('paypal', order.orderId);
    setPhase('approving');
    return order.orderId;
  }

  const onApprove: OnApprove = async (data, actions) => {
    setPhase('capturing');
    const answer = await capturePayPalOrder(data.orderID);
    const outcome = captureOutcome(answer, data.orderID);
    if (outcome.kind === 'declined') {
      setPhase('approving');
      setNotice({ tone: 'info', text: TEXT.declinedRestart });
      actions.restart();
      return;
    }
    if (outcome.kind === 'failed') {
      forgetPendingCheckout();
      console.error('The PayPal payment could not be captured:', outcome.error);
      reportPayment(
        outcome.refused ? TEXT.paypalRefused : TEXT.paypalNotConfirmed,
        TEXT.transactionFailed(outcome.error),
        outcome.details,
      );
      return;
    }
    const end = answer.ok ? answer.body.subscriptionEndDate : undefined;
    forgetPendingCheckout();
    setEndDate(typeof end === 'string' ? end : null);
    setNotice(null);
    setPhase('paid');
    void refreshSubscriptionStatus();
  };

  function onCancel() {
    forgetPendingCheckout();
    setPhase('idle');
    setNotice({ tone: 'info', text: TEXT.paypalCancelled });
  }

  function onError(error: Record<string, unknown>) {
    if (reported.current || error instanceof ReportedError) return;
    const message = typeof error.message === 'string' ? error.message : String(error);
    console.error('PayPal checkout error:', message);
    reportPayment(TEXT.paypalNotStarted, TEXT.couldNotInitiate(message));
  }

  if (phase === 'paid') {
    return <PaymentSuccess endDate={endDate} />;
  }

  const busy = phase === 'creatingAccount' || phase === 'creatingOrder' || phase === 'capturing';
  const progress = phase === 'idle' ? '' : PROGRESS[phase];

  return (
    <div className={styles.steps}>
      <section className={styles.step} aria-labelledby="step-details-title">
        <h2 id="step-details-title" className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          {signedIn ? 'Your account' : 'Your details'}
        </h2>
        {signedIn ? (
          <p className={styles.account}>
            Paying as <strong>{user.email}</strong>. The subscription is added to this account.
          </p>
        ) : (
          <>
            <p className={styles.stepLead}>
              We create your Sprouts account with these details, then you pay with PayPal. Already
              have an account? <Link to="/signin?next=%2Fsubscription">Sign in</Link> first.
            </p>
            <BuyerForm
              formRef={formRef}
              values={values}
              errors={errors}
              disabled={busy}
              onChange={(field, value) => {
                setValues((previous) => ({ ...previous, [field]: value }));
                clearError(field);
              }}
            />
          </>
        )}
      </section>

      <section className={styles.step} aria-labelledby="step-pay-title" aria-busy={busy}>
        <h2 id="step-pay-title" className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          Pay with PayPal
        </h2>
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          {notice?.support ? (
            <PaymentFailureReport
              summary={notice.text}
              details={notice.support}
              next={TEXT.paypalTryAgain}
            />
          ) : notice ? (
            <Alert tone={notice.tone}>{notice.text}</Alert>
          ) : null}
        </div>
        <p className={styles.progress} role="status">
          {progress}
        </p>
        <PayPalButtonsArea
          disabled={busy}
          onClick={onClick}
          createOrder={createOrder}
          onApprove={onApprove}
          onCancel={onCancel}
          onError={onError}
        />
      </section>
    </div>
  );
}
