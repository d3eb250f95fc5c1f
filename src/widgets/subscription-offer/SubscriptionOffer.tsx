import { createElement } from 'react';
import { useSubscriptionStatus } from '@/backend/subscription';
import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { SubscriptionPrice } from './SubscriptionPrice';
import styles from './SubscriptionPrice.module.css';

interface SubscriptionOfferProps {
  /** The level of the offer's heading on its page. */
  headingLevel: 2 | 3;
}

/**
 * The subscription, offered on a page that describes what it unlocks: its price, what it
 * covers and 'Subscribe Now'. Visitors and parents without an active subscription see it;
 * subscribers do not, and nobody sees it while the status is being found out.
 */
export function SubscriptionOffer({ headingLevel }: SubscriptionOfferProps) {
  const subscription = useSubscriptionStatus();
  if (subscription.loading || subscription.status === 'active') return null;
  return (
    <Card as="section" tone="sun" className={styles.offerCard} aria-labelledby="subscription-offer">
      {createElement(
        `h${headingLevel}`,
        { id: 'subscription-offer', className: styles.offerTitle },
        'Unlock volumes 2 to 4',
      )}
      <SubscriptionPrice way="card" bothWays />
      <ButtonLink to="/subscribe" variant="accent" size="large" block>
        Subscribe Now
      </ButtonLink>
    </Card>
  );
}
