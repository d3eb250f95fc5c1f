import {
  DISPATCH_ACTION,
  PayPalButtons,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
} from '@paypal/react-paypal-js';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { TEXT } from './messages';
import styles from './checkout.module.css';

type PayPalButtonsAreaProps = Pick<
  PayPalButtonsComponentProps,
  'createOrder' | 'onApprove' | 'onCancel' | 'onClick' | 'onError' | 'disabled'
>;

/**
 * The PayPal buttons, with the SDK script's loading state said as it is (SPEC section 4:
 * initial, pending, resolved, rejected). A script that failed to load can be tried again.
 */
export function PayPalButtonsArea(props: PayPalButtonsAreaProps) {
  const [{ isInitial, isPending, isRejected, isResolved, options }, dispatch] =
    usePayPalScriptReducer();

  if (isRejected) {
    return (
      <div className={styles.scriptState}>
        <Alert tone="error">{TEXT.paypalLoadFailed}</Alert>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}
        >
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.paypalArea} data-script-state={isResolved ? 'resolved' : undefined}>
      {isInitial || isPending ? (
        <p className={styles.scriptLoading} role="status">
          <Spinner size="small" />
          {isInitial ? 'PayPal will load in a moment...' : 'Loading PayPal...'}
        </p>
      ) : null}
      {isResolved ? (
        <PayPalButtons
          {...props}
          className={styles.paypalButtons}
          style={{ layout: 'vertical', shape: 'pill', label: 'paypal', height: 48 }}
        />
      ) : null}
    </div>
  );
}
