import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { signIn } from '@/backend/auth-calls';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { AccountPanel } from './AccountPanel';
import { CurrentPasswordField, EmailField } from '@/widgets/account-fields/AccountFields';
import { TEXT } from './messages';
import { safeNextPath } from './next-path';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { validateSignIn, type SignInValues } from './validation';
import styles from './account.module.css';

/**
 * /signin: email and password; on success the home page (SPEC section 2), or the page of this
 * site that sent the parent here (`?next=`).
 */
export default function SignInPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), window.location.origin);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const { formRef, errors, accept, clearError } = useFieldErrors<keyof SignInValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function update(field: keyof SignInValues) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clearError(field);
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!accept(validateSignIn(values))) return;
    setSending(true);
    const outcome = await signIn(values.email.trim(), values.password);
    if (outcome.ok) {
      void navigate(next ?? '/');
      return;
    }
    setSending(false);
    setFailure(outcome.offline ? TEXT.noConnection : TEXT.signInFailed);
  }

  return (
    <AccountPanel
      title="Sign In"
      footer={
        <p className={styles.prompt}>
          New to Sprouts?{' '}
          <Link to="/signup" className={styles.textLink}>
            Sign Up
          </Link>
        </p>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit}>
        {failure ? (
          <Alert tone="error" className={styles.message}>
            {failure}
          </Alert>
        ) : null}
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <CurrentPasswordField
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <Button type="submit" size="large" block disabled={sending}>
          {sending ? 'Signing in...' : 'Sign In'}
        </Button>
        <div className={styles.links}>
          <Link to="/forgot-password" className={styles.textLink}>
            Forgot Password?
          </Link>
          <Link to="/subscribe" className={styles.textLink}>
            Subscribe Now
          </Link>
        </div>
      </form>
    </AccountPanel>
  );
}
