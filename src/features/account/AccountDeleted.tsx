import { ButtonLink } from '@/ui/Button';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { ACCOUNT_DELETION } from './account-deletion-text';
import styles from './profile.module.css';

/** What /profile shows once the account is deleted (the parent is signed out by then). */
export function AccountDeleted({ email }: { email: string }) {
  return (
    <Card className={styles.card}>
      <Alert tone="success" title={ACCOUNT_DELETION.done} className={styles.message}>
        <p>{ACCOUNT_DELETION.mailed(email)}</p>
      </Alert>
      <ButtonLink to="/">Go to the Home Page</ButtonLink>
    </Card>
  );
}
