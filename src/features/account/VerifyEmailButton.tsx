import { useState } from 'react';
import { resendVerification } from '@/backend/auth-calls';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TEXT } from './messages';
import styles from './profile.module.css';

/**
 * Sends the verification email again. A failure is only logged (SPEC section 8); the button
 * comes back so the parent can try again, and no success is claimed.
 */
export function VerifyEmailButton({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function send() {
    setState('sending');
    const outcome = await resendVerification(email);
    if (outcome.ok) {
      setState('sent');
      return;
    }
    console.error('The verification email could not be sent:', outcome.message);
    setState('idle');
  }

  if (state === 'sent') {
    return (
      <Alert tone="success" className={styles.inlineMessage}>
        {TEXT.verificationSent}
      </Alert>
    );
  }
  return (
    <Button
      variant="secondary"
      className={styles.inlineAction}
      disabled={state === 'sending'}
      onClick={() => void send()}
    >
      {state === 'sending' ? 'Sending...' : 'Send verification email'}
    </Button>
  );
}
