import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { signUp, type AuthFailure } from '@/backend/auth-calls';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { AccountPanel } from './AccountPanel';
import {
  EmailField,
  GradeField,
  NewPasswordField,
  StudentNameField,
} from '@/widgets/account-fields/AccountFields';
import { usePasswordGuessCheck } from '@/widgets/account-fields/password-check';
import { TEXT } from './messages';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { isGradeName, validateSignUp, type SignUpValues } from './validation';
import styles from './account.module.css';

/** The provider's answer for an email that already has an account. */
function isExistingAccount(failure: AuthFailure): boolean {
  return (
    failure.code === 'user_already_exists' ||
    failure.code === 'email_exists' ||
    /already registered/i.test(failure.message)
  );
}

const EMPTY: SignUpValues = { name: '', grade: '', email: '', password: '' };

/** /signup: student's name, grade, email and password; on success /subscribe (SPEC section 2). */
export default function SignUpPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const { formRef, errors, accept, clearError } = useFieldErrors<keyof SignUpValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [existing, setExisting] = useState(false);
  const passwordGuessProblem = usePasswordGuessCheck();

  function update(field: keyof SignUpValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clearError(field);
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!accept(validateSignUp(values)) || !isGradeName(values.grade)) return;
    setSending(true);
    const guessable = await passwordGuessProblem(values.password, [values.email, values.name]);
    if (guessable) {
      setSending(false);
      accept({ password: guessable });
      return;
    }
    const outcome = await signUp({
      name: values.name.trim(),
      grade: values.grade,
      email: values.email.trim(),
      password: values.password,
    });
    if (outcome.ok) {
      void navigate('/subscribe', { state: { confirmationSentTo: values.email.trim() } });
      return;
    }
    setSending(false);
    setExisting(isExistingAccount(outcome));
    setFailure(outcome.offline ? TEXT.noConnection : TEXT.signUpFailed(outcome.message));
  }

  return (
    <AccountPanel
      title="Sign Up"
      footer={
        <p className={styles.prompt}>
          Already have an account?{' '}
          <Link to="/signin" className={styles.textLink}>
            Sign In
          </Link>
        </p>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit}>
        {failure ? (
          <Alert tone="error" className={styles.message}>
            <p>{failure}</p>
            {existing ? (
              <p className={styles.links}>
                <Link to="/signin" className={styles.textLink}>
                  Sign in
                </Link>
                <Link to="/forgot-password" className={styles.textLink}>
                  Forgot password?
                </Link>
              </p>
            ) : null}
          </Alert>
        ) : null}
        <StudentNameField value={values.name} onChange={update('name')} error={errors.name} />
        <GradeField value={values.grade} onChange={update('grade')} error={errors.grade} />
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <NewPasswordField
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <Button type="submit" size="large" block disabled={sending}>
          {sending ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
    </AccountPanel>
  );
}
