import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './contact.module.css';

interface FieldText {
  label: string;
  /** The field's validation message; marks the field invalid and is read with it. */
  error?: string | undefined;
}

function FieldShell({
  id,
  label,
  error,
  children,
}: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span aria-hidden="true" className={styles.errorMark}>
            !
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    name: string;
  };

/** A labelled one-line input with its validation message tied to it. */
export function ContactInput({ label, error, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    name: string;
  };

/** A labelled multi-line text box with its validation message tied to it. */
export function ContactTextArea({ label, error, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        className={[styles.control, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </FieldShell>
  );
}

/**
 * A trap for robots that fill every field: off screen, hidden from screen readers, out of the
 * tab order and never autofilled, so people never meet it.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
