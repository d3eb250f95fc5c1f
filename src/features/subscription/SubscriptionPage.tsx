import { PayPalScriptProvider, type ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import { useState } from 'react';
import { PAYPAL_CURRENCY, REDIRECT_AFTER_PAYPAL_PAYMENT_MS } from '@/lib/constants';
import { PAYPAL_CLIENT_ID, PAYPAL_SDK_URL } from '@/lib/env';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { PageHeading } from '@/ui/PageHeading';
import { Redirect } from '@/ui/Redirect';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { PayPalCheckout } from './PayPalCheckout';
import { PaymentSuccess } from './PaymentSuccess';
import { RecoveredCheckoutNotice } from './RecoveredCheckoutNotice';
import { PriceSummary } from './PriceSummary';
import { TEXT } from './messages';
import { useCheckoutGate } from './useCheckoutGate';
import { useRecoveredCheckout } from './useRecoveredCheckout';
import { useRedirectHome } from './useRedirectHome';
import styles from './checkout.module.css';

/** The SDK as react-paypal-js loads it: the stand-in locally (sdkBaseUrl), PayPal's otherwise. */
function scriptOptions(clientId: string, sdkUrl: string): ReactPayPalScriptOptions {
  return {
    clientId,
    currency: PAYPAL_CURRENCY,
    intent: 'capture',
    components: 'buttons',
    ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
  };
}

/** /subscription: the PayPal checkout (SPEC section 2). This chunk is the only one with PayPal. */
export default function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const [started, setStarted] = useState(false);
  const recovery = useRecoveredCheckout();
  const recoveredPaid = typeof recovery === 'object' && recovery.kind === 'paid';
  const gate = useCheckoutGate(started || recovery === 'checking' || recoveredPaid);
  const [options] = useState(() => scriptOptions(PAYPAL_CLIENT_ID, PAYPAL_SDK_URL));
  useRedirectHome(recoveredPaid ? REDIRECT_AFTER_PAYPAL_PAYMENT_MS : null);

  if (gate === 'subscriber') return <Redirect to="/" />;
  if (recovery === 'checking' || recoveredPaid) {
    return (
      <div className={styles.page}>
        <PageHeading eyebrow="Checkout" title="Subscribe with PayPal" />
        {recoveredPaid ? (
          <PaymentSuccess endDate={recovery.endDate} lead={TEXT.recoveredPaid} />
        ) : (
          <Loading label="Checking your last payment..." fill />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow="Checkout"
        title="Subscribe with PayPal"
        lead="One year of English and Maths activities and printable worksheets for your child."
      />
      {gate === 'checking' ? (
        <Loading label="Checking your subscription..." fill />
      ) : (
        <div className={styles.layout}>
          {typeof recovery === 'object' ? <RecoveredCheckoutNotice outcome={recovery} /> : null}
          <PriceSummary way="paypal" />
          {PAYPAL_CLIENT_ID ? (
            <PayPalScriptProvider options={options}>
              <PayPalCheckout onStart={() => setStarted(true)} />
            </PayPalScriptProvider>
          ) : (
            <div className={styles.steps}>
              <Alert tone="info">{TEXT.paypalUnavailable}</Alert>
              <ButtonLink to="/subscribe" variant="secondary">
                Pay by card instead
              </ButtonLink>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
