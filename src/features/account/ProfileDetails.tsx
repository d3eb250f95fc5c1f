import { gradeNameLabel } from '@/domain/grades';
import type { ReactNode } from 'react';
import type { Profile } from '@/backend/profile';
import type { SubscriptionStatus } from '@/backend/subscription-rules';
import { ButtonLink } from '@/ui/Button';
import { VerifyEmailButton } from './VerifyEmailButton';
import styles from './profile.module.css';

interface ProfileDetailsProps {
  profile: Profile;
  email: string;
  emailVerified: boolean;
  /** An email change waiting for its confirmation link. */
  pendingEmail: string | null;
  subscription: SubscriptionStatus;
  actions: ReactNode;
}

/** '1 June 2027' in the reader's language; the ISO value when it cannot be read. */
export function formatEndDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The view mode of /profile (SPEC section 4). */
export function ProfileDetails({
  profile,
  email,
  emailVerified,
  pendingEmail,
  subscription,
  actions,
}: ProfileDetailsProps) {
  const endDate = subscription === 'active' ? profile.subscription_end_date : null;
  return (
    <>
      <dl className={styles.details}>
        <Row term="Student's name">{profile.name || 'Not set'}</Row>
        <Row term="Grade">{profile.grade ? gradeNameLabel(profile.grade) : 'Not set'}</Row>
        <Row term="Email">
          <span className={styles.email}>{email}</span>
          {emailVerified ? null : <span className={styles.unverified}> (not verified)</span>}
          {pendingEmail ? (
            <span className={styles.note}>
              Changing to {pendingEmail} once the link sent there is opened.
            </span>
          ) : null}
          {emailVerified ? null : <VerifyEmailButton email={email} />}
        </Row>
        <Row term="Subscription">
          {subscription === 'active' ? (
            <span className={styles.subscribed}>Subscribed</span>
          ) : (
            <ButtonLink to="/subscribe" variant="accent" className={styles.inlineAction}>
              Subscribe Now to access more features
            </ButtonLink>
          )}
        </Row>
        {endDate ? <Row term="Subscription Active Till">{formatEndDate(endDate)}</Row> : null}
      </dl>
      <div className={styles.actions}>{actions}</div>
    </>
  );
}
