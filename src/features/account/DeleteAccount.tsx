import { useId, useState, type FormEvent } from 'react';
import { deleteAccountWithDeviceData } from '@/sync/account-removal';
import { CurrentPasswordField } from '@/widgets/account-fields/AccountFields';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ACCOUNT_DELETION } from './account-deletion-text';
import styles from './profile.module.css';

interface DeleteAccountProps {
  userId: string;
  /**
   * True while a deletion runs and after it succeeded (the session ends before the call
   * answers); false again when it was refused.
   */
  onDeleting: (deleting: boolean) => void;
}

/**
 * 'Delete my account': says what goes and what stays, then deletes the account once the parent
 * has typed the password (checked by the server, never here).
 */
export function DeleteAccount({ userId, onDeleting }: DeleteAccountProps) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setFieldError('Please enter your password.');
      return;
    }
    setFieldError(undefined);
    setProblem(null);
    setBusy(true);
    onDeleting(true);
    const outcome = await deleteAccountWithDeviceData(userId, password);
    if (outcome.ok) return;
    setBusy(false);
    onDeleting(false);
    if (outcome.reason === 'wrong_password') setFieldError(outcome.message);
    else setProblem(outcome.message);
  }

  return (
    <Card className={`${styles.card} ${styles.section}`}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>Delete my account</h2>
        <p>{ACCOUNT_DELETION.intro}</p>
        {asking ? (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <h3>What is deleted</h3>
            <ul>
              {ACCOUNT_DELETION.goes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3>What stays</h3>
            <p>{ACCOUNT_DELETION.stays}</p>
            <p>{ACCOUNT_DELETION.copyFirst}</p>
            <CurrentPasswordField
              label="Your password"
              hint="We check it before anything is deleted."
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
            />
            {problem ? (
              <Alert tone="error" className={styles.message}>
                {problem}
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete my account for good'}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setAsking(false);
                  setPassword('');
                  setFieldError(undefined);
                  setProblem(null);
                }}
              >
                Keep my account
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Delete my account
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
