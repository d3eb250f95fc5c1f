import { Link } from 'react-router-dom';
import { useAuth } from '@/backend/auth-state';
import { LIST_PRICE, PRICE, PRICE_SAVING, SUBSCRIPTION_DAYS } from '@/lib/constants';
import { Button, ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import styles from './SubscribeMarketing.module.css';

/** What one year of Sprouts includes (shown on /subscribe). */
export const SUBSCRIPTION_INCLUDES: readonly string[] = [
  'All four volumes (V1 to V4) of English and Maths for your child’s grade',
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
  /**
   * When given, 'Subscribe Now' is a button that calls this (e.g. to open a checkout on the
   * same page); otherwise it links to the PayPal checkout at /subscription.
   */
  onSubscribe?: () => void;
}

/** The marketing part of /subscribe: what a subscription includes, its price and the way in. */
export function SubscribeMarketing({ onSubscribe }: SubscribeMarketingProps) {
  const { status } = useAuth();

  return (
    <>
      <PageHeading
        eyebrow="One year of playful learning"
        title="Subscribe to Sprouts"
        lead="Give your child a full year of English and Maths: activities to play on a tablet and worksheets to print at home."
      />
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
          <p className={styles.priceRow}>
            <s className={styles.was}>
              <span className="visually-hidden">Usual price: </span>${LIST_PRICE}
            </s>
            <span className={styles.price}>
              <span className="visually-hidden">Now </span>${PRICE}
            </span>
            <span className={styles.per}>for {SUBSCRIPTION_DAYS} days</span>
          </p>
          <p className={styles.saving}>${PRICE_SAVING} less</p>
          <div>
            {onSubscribe ? (
              <Button variant="accent" size="large" block onClick={onSubscribe}>
                Subscribe Now
              </Button>
            ) : (
              <ButtonLink to="/subscription" variant="accent" size="large" block>
                Subscribe Now
              </ButtonLink>
            )}
          </div>
          <p className={styles.terms}>One payment, no automatic renewal.</p>
          {status === 'signedOut' ? (
            <p className={styles.login}>
              Already have an account? <Link to="/signin">Login</Link>
            </p>
          ) : null}
        </Card>
      </div>
    </>
  );
}
