import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { Alert } from '@/ui/Alert';
import { TEXT } from './messages';
import styles from './checkout.module.css';

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The success banner after a payment; the page then goes home (useRedirectHome). */
interface PaymentSuccessProps {
  endDate: string | null;
  /** Said first, e.g. that a payment left unfinished went through after all. */
  lead?: string;
}

export function PaymentSuccess({ endDate, lead }: PaymentSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const until = endDate ? formatDate(endDate) : null;

  return (
    <div ref={ref} tabIndex={-1} className={styles.success}>
      <Alert tone="success" title={TEXT.paymentSuccessful}>
        {lead ? <p>{lead}</p> : null}
        <p>
          {until ? `Your subscription is active till ${until}.` : 'Your subscription is active.'}{' '}
          <Link to="/" replace>
            Go to the home page now
          </Link>
        </p>
      </Alert>
    </div>
  );
}
