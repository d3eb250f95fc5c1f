import { MAX_CHILDREN } from '@/domain/child';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useAuth } from '@/backend/auth-state';
import { Button, ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { SubscriptionPrice } from '@/widgets/subscription-offer/SubscriptionPrice';
import styles from './SubscribeMarketing.module.css';

/** What one year of Sprouts includes (shown on /subscribe). */
export const SUBSCRIPTION_INCLUDES: readonly string[] = [
  `Volumes 2 to 4 of English and Maths for every grade, on top of the free volume 1, for the whole family (up to ${MAX_CHILDREN} children)`,
  'Interactive activities: sight words, beginning letters, blends, counting, shapes, addition and more',
  'Printable worksheets with answer keys, to download, print or receive by email',
  'An assessment at the end of every volume',
  'Progress by topic for parents in Parents Corner',
  'Works offline on a tablet once Sprouts is installed',
];

function Tick() {
  return (
    <svg className={styles.tick} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="13" fill="#e4f2e8" />
      <path
        d="M8 14.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface SubscribeMarketingProps {
  /** 'Subscribe Now': opens the card checkout's details modal on this page. */
  onSubscribe: () => void;
  /** A payment is under way: 'Subscribe Now' waits. */
  busy?: boolean;
  /** Messages about a payment, shown under the heading. */
  notice?: ReactNode;
}

/**
 * The marketing part of /subscribe: what a subscription includes, its price and the ways to
 * pay: 'Subscribe Now' by card (INR) on this page, or PayPal (USD) on /subscription.
 */
export function SubscribeMarketing({ onSubscribe, busy = false, notice }: SubscribeMarketingProps) {
  const { status } = useAuth();

  return (
    <>
      <PageHeading
        eyebrow="One year of playful learning"
        title="Subscribe to Sprouts"
        lead="Give your child a full year of English and Maths: activities to play on a tablet and worksheets to print at home."
      />
      {notice}
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="included-title">
          <h2 id="included-title">What Is Included</h2>
          <ul className={styles.included}>
            {SUBSCRIPTION_INCLUDES.map((item) => (
              <li key={item}>
                <Tick />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" tone="sun" className={styles.priceCard} aria-labelledby="price-title">
          <h2 className={styles.plan} id="price-title">
            One-year subscription
          </h2>
          <SubscriptionPrice way="card" bothWays />
          <div className={styles.ways}>
            <Button variant="accent" size="large" block disabled={busy} onClick={onSubscribe}>
              Subscribe Now
            </Button>
            <ButtonLink to="/subscription" variant="secondary" block>
              Pay with PayPal
            </ButtonLink>
          </div>
          <p className={styles.terms}>One payment, no automatic renewal.</p>
          {status === 'signedOut' ? (
            <p className={styles.login}>
              Already have an account? <Link to="/signin?next=%2Fsubscribe">Login</Link>
            </p>
          ) : null}
        </Card>
      </div>
    </>
  );
}
