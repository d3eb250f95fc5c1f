import { useState, type FormEvent } from 'react';
import { useAuth } from '@/backend/auth-state';
import { updatePassword } from '@/backend/auth-calls';
import { Alert } from '@/ui/Alert';
import { Button, ButtonLink } from '@/ui/Button';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { AccountPanel } from './AccountPanel';
import { NewPasswordField } from '@/widgets/account-fields/AccountFields';
import { usePasswordGuessCheck } from '@/widgets/account-fields/password-check';
import { TEXT } from './messages';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { validateNewPassword } from './validation';
import styles from './account.module.css';

const TITLE = 'Set a new password';

/**
 * /reset-password: where the emailed recovery link lands, signed in. A signed-in parent may also
 * change the password here; without a session the link has expired.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(TITLE);
  const { status, user } = useAuth();
  const [password, setPassword] = useState('');
  const { formRef, errors, accept, clearError } = useFieldErrors<'password'>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordGuessProblem = usePasswordGuessCheck();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    if (!accept(validateNewPassword({ password }))) return;
    setSaving(true);
    const guessable = await passwordGuessProblem(password, [user?.email ?? '']);
    if (guessable) {
      setSaving(false);
      accept({ password: guessable });
      return;
    }
    const outcome = await updatePassword(password);
    setSaving(false);
    if (outcome.ok) {
      setSaved(true);
      return;
    }
    setFailure(
      `Your new password was not saved: ${outcome.offline ? TEXT.noConnection : outcome.message}`,
    );
  }

  if (saved) {
    return (
      <AccountPanel title={TITLE}>
        <Alert tone="success" className={styles.message}>
          Your new password is saved. Use it the next time you sign in.
        </Alert>
        <ButtonLink to="/" size="large" block>
          Go to the Home Page
        </ButtonLink>
      </AccountPanel>
    );
  }

  if (status === 'loading') {
    return (
      <AccountPanel title={TITLE}>
        <Loading label="Checking your link..." />
      </AccountPanel>
    );
  }

  if (status === 'signedOut') {
    return (
      <AccountPanel title={TITLE}>
        <Alert tone="info" className={styles.message}>
          This password reset link has expired or has already been used. Ask for a new one and open
          it from the latest email.
        </Alert>
        <ButtonLink to="/forgot-password" size="large" block>
          Send a New Link
        </ButtonLink>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title={TITLE} lead="Choose the password you will use to sign in from now on.">
      <form ref={formRef} noValidate onSubmit={submit}>
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        {failure ? (
          <Alert tone="error" className={styles.message}>
            {failure}
          </Alert>
        ) : null}
        <NewPasswordField
          label="New password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
          error={errors.password}
        />
        <Button type="submit" size="large" block disabled={saving}>
          {saving ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AccountPanel>
  );
}
