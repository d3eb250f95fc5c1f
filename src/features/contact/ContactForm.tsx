import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactMessage } from '@/backend/contact';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { EmailField } from '@/widgets/account-fields/AccountFields';
import { TextAreaField, TextField } from '@/ui/Field';
import { Honeypot } from './Honeypot';
import { CONTACT_TEXT, retryWhen } from './messages';
import { submitContact, type SubmitResult } from './submit-contact';
import { useAccountEmail } from './useAccountEmail';
import { useContactOutbox } from './useContactOutbox';
import {
  CONTACT_LIMITS,
  trimmedContact,
  validateContact,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
} from './validation';
import styles from './contact.module.css';

type Banner =
  { kind: 'sent' | 'queued'; text: string } | { kind: 'error'; title: string; text: string };

/** The banner a send ends with; null when a field shows what is wrong instead. */
function bannerFor(result: SubmitResult): Banner | null {
  switch (result.kind) {
    case 'sent':
      return { kind: 'sent', text: CONTACT_TEXT.sent };
    case 'queued':
      return {
        kind: 'queued',
        text: result.offline ? CONTACT_TEXT.queuedOffline : CONTACT_TEXT.queuedUnreachable,
      };
    case 'rateLimited':
      return {
        kind: 'error',
        title: CONTACT_TEXT.rateLimitedTitle,
        text: CONTACT_TEXT.rateLimited(retryWhen(result.retryAfterSeconds)),
      };
    case 'invalid':
      return result.field
        ? null
        : { kind: 'error', title: CONTACT_TEXT.failedTitle, text: result.message };
    case 'failed':
      return { kind: 'error', title: CONTACT_TEXT.failedTitle, text: CONTACT_TEXT.failed };
  }
}

function isBlank(typed: Partial<ContactValues>): boolean {
  return !typed.subject?.trim() && !typed.message?.trim();
}

/**
 * The contact form (SPEC section 4): idle, sending ('Sending...', disabled), then the success
 * banner with the form reset. Checked before sending; a failure keeps the text; without a
 * connection the message waits in the device outbox.
 */
export function ContactForm() {
  const accountEmail = useAccountEmail();
  const [typed, setTyped] = useState<Partial<ContactValues>>({});
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  /** The id of the last text sent: the same text sent again is the same message. */
  const lastSent = useRef<{ id: string; key: string } | null>(null);

  // Signed in: the email comes from the account until the parent types another. The account's
  // name is the child's, so the parent's own name is left for them to type.
  const values: ContactValues = {
    name: typed.name ?? '',
    email: typed.email ?? accountEmail ?? '',
    subject: typed.subject ?? '',
    message: typed.message ?? '',
  };

  const outbox = useContactOutbox({
    onDelivered: () => setBanner((shown) => (shown?.kind === 'queued' ? null : shown)),
    onRejected: (message: ContactMessage) => {
      if (sending || !isBlank(typed)) return false;
      const { name, email, subject } = message;
      setTyped({ name, email, subject, message: message.message });
      return true;
    },
  });

  // The outcome of a send appears above the form: bring it into view and read it out, on a
  // phone too, where the emptied form would otherwise be all the parent sees.
  useEffect(() => {
    if (!banner) return;
    const notices = noticesRef.current;
    notices?.focus();
    notices?.scrollIntoView?.({ block: 'center' });
  }, [banner]);

  // A refused send moves focus to the first field in error, so its message is read out.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function change(field: ContactFieldName, value: string) {
    setTyped((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  function refuse(found: ContactErrors) {
    setErrors(found);
    setRefusals((count) => count + 1);
  }

  function reset() {
    setTyped({});
    setWebsite('');
    setErrors({});
    lastSent.current = null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setBanner(null);
    outbox.clearNotice();
    const found = validateContact(values);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setErrors({});
    const clean = trimmedContact(values);
    const key = JSON.stringify(clean);
    const id = lastSent.current?.key === key ? lastSent.current.id : crypto.randomUUID();
    lastSent.current = { id, key };

    setSending(true);
    const result = await submitContact({ id, ...clean, ...(website ? { website } : {}) });
    setSending(false);
    if (result.kind === 'sent' || result.kind === 'queued') reset();
    if (result.kind === 'invalid' && result.field) refuse({ [result.field]: result.message });
    setBanner(bannerFor(result));
  }

  const notice = outbox.notice;
  const showWaiting = outbox.waiting > 0 && banner?.kind !== 'queued';

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <div ref={noticesRef} tabIndex={-1} className={styles.notices}>
        {banner?.kind === 'sent' ? <Alert tone="success">{banner.text}</Alert> : null}
        {banner?.kind === 'queued' ? <Alert tone="info">{banner.text}</Alert> : null}
        {banner?.kind === 'error' ? (
          <Alert tone="error" title={banner.title}>
            <p className={styles.alertText}>{banner.text}</p>
          </Alert>
        ) : null}
        {notice?.type === 'delivered' ? (
          <Alert tone="success">{CONTACT_TEXT.queuedDelivered}</Alert>
        ) : null}
        {notice?.type === 'rejected' ? (
          <Alert tone="error" title={CONTACT_TEXT.queuedRejectedTitle}>
            <p className={styles.alertText}>
              {CONTACT_TEXT.queuedRejected(notice.reason, notice.restored)}
            </p>
          </Alert>
        ) : null}
        {showWaiting ? <Alert tone="info">{CONTACT_TEXT.waiting(outbox.waiting)}</Alert> : null}
      </div>

      <p className={styles.required}>All fields are required.</p>
      <div className={styles.pair}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <EmailField
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={(event) => change('subject', event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={8}
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        error={errors.message}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" size="large" block disabled={sending}>
        {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.submit}
      </Button>
    </form>
  );
}
