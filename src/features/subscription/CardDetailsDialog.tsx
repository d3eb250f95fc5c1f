import { useState, type ChangeEvent, type FormEvent } from 'react';
import { money, PAYMENT_CURRENCIES } from '@/domain/offer';
import type { SignUpDetails } from '@/backend/auth-calls';
import { isGradeName } from '@/domain/form-validation';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import {
  EmailField,
  GradeField,
  NewPasswordField,
  StudentNameField,
} from '@/widgets/account-fields/AccountFields';
import { Modal } from '@/ui/Modal';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { usePasswordGuessCheck } from '@/widgets/account-fields/password-check';
import {
  EMPTY_CARD_SIGN_UP,
  MODAL_GRADE_OPTIONS,
  validateCardSignUp,
  type CardSignUpValues,
} from './validation';
import styles from './subscribe.module.css';

interface CardDetailsDialogProps {
  /** The signed-in parent's email; null when the buyer signs up here. */
  signedInEmail: string | null;
  busy: boolean;
  /** What is under way while busy. */
  progress: string;
  /** Why the last attempt stopped (account, order or checkout script), shown at the top. */
  error: string | null;
  /** The sign-up details, or null for a signed-in parent. */
  onContinue: (details: SignUpDetails | null) => void;
  onClose: () => void;
}

/**
 * The card flow's details modal (SPEC section 2): the sign-up fields of the specification's
 * modal variant for a signed-out buyer (name, email, password, grade), or the account that
 * pays for a signed-in parent; then the card checkout opens.
 */
export function CardDetailsDialog({
  signedInEmail,
  busy,
  progress,
  error,
  onContinue,
  onClose,
}: CardDetailsDialogProps) {
  const [values, setValues] = useState<CardSignUpValues>(EMPTY_CARD_SIGN_UP);
  const { formRef, errors, accept, clearError } = useFieldErrors<keyof CardSignUpValues>();
  const passwordGuessProblem = usePasswordGuessCheck();
  const [checking, setChecking] = useState(false);

  function update(field: keyof CardSignUpValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clearError(field);
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checking) return;
    if (signedInEmail) {
      onContinue(null);
      return;
    }
    if (!accept(validateCardSignUp(values)) || !isGradeName(values.grade)) return;
    // The account is made with this password before the card window opens: the sign-up check.
    setChecking(true);
    const guessable = await passwordGuessProblem(values.password, [values.email, values.name]);
    setChecking(false);
    if (guessable) {
      accept({ password: guessable });
      return;
    }
    onContinue({
      name: values.name.trim(),
      grade: values.grade,
      email: values.email.trim(),
      password: values.password,
    });
  }

  return (
    <Modal
      title={signedInEmail ? 'Confirm your subscription' : 'Your details'}
      description={`One-year subscription: ${money('card')}, paid by card in ${PAYMENT_CURRENCIES.card.name} (${PAYMENT_CURRENCIES.card.code}).`}
      onClose={onClose}
      closable={!busy}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {error ? (
          <Alert tone="error" className={styles.dialogMessage}>
            {error}
          </Alert>
        ) : null}
        {signedInEmail ? (
          <p className={styles.payingAs}>
            Paying as <strong>{signedInEmail}</strong>. The subscription is added to this account.
          </p>
        ) : (
          <fieldset className={styles.fieldset} disabled={busy}>
            <legend className="visually-hidden">Create your account</legend>
            <StudentNameField value={values.name} onChange={update('name')} error={errors.name} />
            <EmailField value={values.email} onChange={update('email')} error={errors.email} />
            <NewPasswordField
              value={values.password}
              onChange={update('password')}
              error={errors.password}
            />
            <GradeField
              options={MODAL_GRADE_OPTIONS}
              value={values.grade}
              onChange={update('grade')}
              error={errors.grade}
            />
          </fieldset>
        )}
        <p className={styles.dialogProgress} role="status">
          {busy ? progress : ''}
        </p>
        <div className={styles.dialogActions}>
          <Button type="submit" size="large" disabled={busy || checking}>
            {busy ? 'Preparing payment...' : 'Continue to payment'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
