import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@/lib/router';
import { signUpToPay, type SignUpDetails } from '@/backend/auth-calls';
import { useAuth } from '@/backend/auth-state';
import { createCardOrder, validateCardPayment } from '@/backend/payments';
import { refreshSubscriptionStatus } from '@/backend/subscription';
import { PRODUCT_NAME, REDIRECT_AFTER_CARD_PAYMENT_MS } from '@/lib/constants';
import { CARD_CHECKOUT_URL } from '@/lib/env';
import { Alert } from '@/ui/Alert';
import { PageHeading } from '@/ui/PageHeading';
import { Redirect } from '@/ui/Redirect';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CardDetailsDialog } from './CardDetailsDialog';
import { CardFailureReport } from './CardFailureReport';
import { loadCardCheckout, runCardCheckout } from './card-checkout';
import { validationOutcome, type CardFailure } from './card-outcomes';
import { PaymentSuccess } from './PaymentSuccess';
import { forgetPendingCheckout, rememberPendingCheckout } from './pending-checkout';
import { RecoveredCheckoutNotice } from './RecoveredCheckoutNotice';
import { PROGRESS, TEXT } from './messages';
import { SubscribeMarketing } from './SubscribeMarketing';
import { useCheckoutGate } from './useCheckoutGate';
import { useRecoveredCheckout } from './useRecoveredCheckout';
import { useRedirectHome } from './useRedirectHome';
import styles from './subscribe.module.css';

type Phase = 'idle' | 'details' | 'preparing' | 'paying' | 'confirming' | 'paid';

type Outcome =
  | { kind: 'failed'; failure: CardFailure }
  | { kind: 'notConfirmed'; message: string }
  | { kind: 'dismissed' }
  | { kind: 'paid'; endDate: string | null };

interface CardOrder {
  id: string;
  key: string;
  amount: number;
  currency: string;
}

function cardOrderFrom(body: Record<string, unknown>): CardOrder | null {
  const { id, key, amount, currency } = body;
  if (typeof id !== 'string' || typeof key !== 'string') return null;
  if (typeof amount !== 'number' || typeof currency !== 'string') return null;
  return { id, key, amount, currency };
}

/**
 * /subscribe: the marketing page whose 'Subscribe Now' pays by card (SPEC section 2, the card
 * variant with a details modal). The order is created and the payment verified by the `api`
 * function; this chunk loads the card checkout script only when a payment starts.
 */
export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  const { status, user } = useAuth();
  const [phase, setPhase] = useState<Phase>('idle');
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [progress, setProgress] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = phase !== 'idle' && phase !== 'details';
  // Once the parent has begun, signing up on the way or paying never swaps the page away.
  const location = useLocation();
  // Sign-up comes here with the address its confirmation link went to.
  const sentTo: unknown = (location.state as { confirmationSentTo?: unknown } | null)
    ?.confirmationSentTo;
  const recovery = useRecoveredCheckout();
  const recoveredPaid = typeof recovery === 'object' && recovery.kind === 'paid';
  const gate = useCheckoutGate(
    phase !== 'idle' || outcome !== null || recovery === 'checking' || recoveredPaid,
  );
  const noticeRef = useRef<HTMLDivElement>(null);
  useRedirectHome(
    outcome?.kind === 'paid' || recoveredPaid ? REDIRECT_AFTER_CARD_PAYMENT_MS : null,
  );

  // What happened in the provider's window is said where focus lands when it closes.
  useEffect(() => {
    if (outcome && outcome.kind !== 'paid') noticeRef.current?.focus();
  }, [outcome]);

  if (gate === 'subscriber') return <Redirect to="/" />;
  const heading = <PageHeading title="Subscribe to Sprouts" />;
  if (gate === 'checking' || recovery === 'checking') {
    return (
      <div className={styles.page}>
        {heading}
        <Loading
          label={
            recovery === 'checking'
              ? 'Checking your last payment...'
              : 'Checking your subscription...'
          }
          fill
        />
      </div>
    );
  }
  if (recoveredPaid && !outcome) {
    return (
      <div className={styles.page}>
        {heading}
        <PaymentSuccess endDate={recovery.endDate} lead={TEXT.recoveredPaid} />
      </div>
    );
  }

  const signedInEmail = status === 'signedIn' ? (user?.email ?? '') : null;

  function stopInDialog(message: string) {
    setDialogError(message);
    setPhase('details');
  }

  async function pay(details: SignUpDetails | null) {
    setDialogError(null);
    setOutcome(null);
    setPhase('preparing');
    if (details) {
      setProgress('Creating your account...');
      const account = await signUpToPay(details);
      if (!account.ok) return stopInDialog(TEXT.accountFailed(account.message));
    }

    setProgress(PROGRESS.preparingCard);
    const answer = await createCardOrder();
    const order = answer.ok ? cardOrderFrom(answer.body) : null;
    if (!order) {
      const message = answer.ok ? 'The order could not be read' : answer.message;
      console.error('The card order could not be created:', message);
      return stopInDialog(TEXT.cardOrderFailed(message));
    }
    rememberPendingCheckout('card', order.id);
    let Checkout;
    try {
      Checkout = await loadCardCheckout(CARD_CHECKOUT_URL);
    } catch (error) {
      console.error(error);
      return stopInDialog(TEXT.cardLoadFailed);
    }

    // Our dialog closes (and gives focus back) before the provider's window takes focus.
    flushSync(() => setPhase('paying'));
    const result = await runCardCheckout(Checkout, {
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: PRODUCT_NAME,
      description: 'One-year subscription',
      order_id: order.id,
      prefill: {
        ...(details ? { name: details.name, email: details.email } : {}),
        ...(signedInEmail ? { email: signedInEmail } : {}),
      },
      theme: { color: '#2f7d4f' },
    });
    if (result.kind !== 'paid') forgetPendingCheckout();
    if (result.kind === 'dismissed') {
      setPhase('idle');
      setOutcome({ kind: 'dismissed' });
      return;
    }
    if (result.kind === 'failed') {
      console.error('The card payment failed:', result.failure);
      setPhase('idle');
      setOutcome({ kind: 'failed', failure: result.failure });
      return;
    }

    setPhase('confirming');
    const validation = await validateCardPayment(result.payment);
    const confirmed = validationOutcome(validation);
    if (!confirmed.ok) {
      console.error('The card payment could not be confirmed:', confirmed.message);
      setPhase('idle');
      setOutcome({ kind: 'notConfirmed', message: confirmed.message });
      return;
    }
    forgetPendingCheckout();
    const end = validation.ok ? validation.body.subscriptionEndDate : undefined;
    setPhase('paid');
    setOutcome({ kind: 'paid', endDate: typeof end === 'string' ? end : null });
    void refreshSubscriptionStatus();
  }

  if (outcome?.kind === 'paid') {
    return (
      <div className={styles.page}>
        {heading}
        <PaymentSuccess endDate={outcome.endDate} />
      </div>
    );
  }

  const notice = (
    <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
      {typeof sentTo === 'string' && !outcome ? (
        <Alert tone="info" title={TEXT.accountReady}>
          <p>{TEXT.confirmationSent(sentTo)}</p>
        </Alert>
      ) : null}
      {typeof recovery === 'object' && !outcome ? (
        <RecoveredCheckoutNotice outcome={recovery} />
      ) : null}
      {phase === 'confirming' ? (
        <p className={styles.progress} role="status">
          {PROGRESS.confirmingCard}
        </p>
      ) : null}
      {outcome?.kind === 'dismissed' ? <Alert tone="info">{TEXT.cardCancelled}</Alert> : null}
      {outcome?.kind === 'failed' ? <CardFailureReport failure={outcome.failure} /> : null}
      {outcome?.kind === 'notConfirmed' ? (
        <Alert tone="error" title={TEXT.paymentErrorBanner}>
          <p>{TEXT.cardNotConfirmed(outcome.message)}</p>
        </Alert>
      ) : null}
    </div>
  );

  return (
    <div className={styles.page}>
      <SubscribeMarketing
        busy={started}
        notice={notice}
        onSubscribe={() => {
          setDialogError(null);
          setPhase('details');
        }}
      />
      {phase === 'details' || phase === 'preparing' ? (
        <CardDetailsDialog
          signedInEmail={signedInEmail}
          busy={phase === 'preparing'}
          progress={progress}
          error={dialogError}
          onContinue={(details) => void pay(details)}
          onClose={() => setPhase('idle')}
        />
      ) : null}
    </div>
  );
}
