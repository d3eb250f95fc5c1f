import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useHydrating } from '@/lib/hydration';
import styles from './Field.module.css';

interface FieldText {
  label: string;
  /** Shown under the label before anything is typed, e.g. a password rule. */
  hint?: string | undefined;
  /** The field's validation message; marks the field invalid. */
  error?: string | undefined;
}

/** The attributes that tie a control to its label and messages. */
interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and validation message around one control, and the attributes tying them. */
function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: FieldText & { className?: string | undefined; children: (links: ControlLinks) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorMark}>
            !
          </span>
          {error}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </div>
  );
}

type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    name: string;
    /** A control beside the input, given the input's id (e.g. a show-password button). */
    trailing?: (inputId: string) => ReactNode;
  };

/** A labelled input with an optional hint and validation message tied to it. */
export function TextField({ label, hint, error, className, trailing, ...input }: TextFieldProps) {
  const hydrating = useHydrating();
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(links) => (
        <div className={styles.row}>
          <input
            className={styles.control}
            {...links}
            {...input}
            disabled={input.disabled === true || hydrating}
          />
          {trailing?.(links.id)}
        </div>
      )}
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a Show/Hide button, so a parent on a phone can check what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          className={styles.reveal}
          aria-controls={inputId}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      )}
    />
  );
}

/** A choice of a list: its value, or its value and the label shown for it. */
export type SelectOption = string | { value: string; label: string };

type SelectFieldProps = FieldText &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    name: string;
    options: readonly SelectOption[];
    /** The first, disabled choice shown while nothing is chosen. */
    placeholder: string;
  };

/** A labelled list of choices with a disabled placeholder, e.g. the grade. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const hydrating = useHydrating();
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(links) => (
        <select
          className={[styles.control, styles.select].join(' ')}
          {...links}
          {...select}
          disabled={select.disabled === true || hydrating}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
    name: string;
  };

/** A labelled multi-line text box, e.g. a message. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const hydrating = useHydrating();
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(links) => (
        <textarea
          className={[styles.control, styles.textarea].join(' ')}
          {...links}
          {...textarea}
          disabled={textarea.disabled === true || hydrating}
        />
      )}
    </FieldFrame>
  );
}
