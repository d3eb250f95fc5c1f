import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { sendPasswordReset } from '@/backend/auth-calls';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { AccountPanel } from './AccountPanel';
import { EmailField } from '@/widgets/account-fields/AccountFields';
import { TEXT } from './messages';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { validateForgotPassword } from './validation';
import styles from './account.module.css';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** /forgot-password: sends a reset link; a green or a red message follows (SPEC section 4). */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const { formRef, errors, accept, clearError } = useFieldErrors<'email'>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    if (!accept(validateForgotPassword({ email }))) return;
    setSending(true);
    const outcome = await sendPasswordReset(email.trim());
    setSending(false);
    setResult(
      outcome.ok
        ? { tone: 'success', text: TEXT.resetSent }
        : {
            tone: 'error',
            text: TEXT.resetFailed(outcome.offline ? TEXT.noConnection : outcome.message),
          },
    );
  }

  return (
    <AccountPanel
      title="Forgot Password"
      lead="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <Link to="/signin" className={styles.textLink}>
          Back to Sign In
        </Link>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit}>
        {result ? (
          <Alert tone={result.tone} className={styles.message}>
            {result.text}
          </Alert>
        ) : null}
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError('email');
          }}
          error={errors.email}
        />
        <Button type="submit" size="large" block disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AccountPanel>
  );
}
