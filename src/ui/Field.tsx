import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface FieldText {
  label: string;
  /** Shown under the label before anything is typed, e.g. a password rule. */
  hint?: string | undefined;
  /** The field's validation message; marks the field invalid. */
  error?: string | undefined;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
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
    </>
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div className={styles.row}>
        <input
          id={id}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          {...input}
        />
        {trailing?.(id)}
      </div>
    </div>
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <select
        id={id}
        className={[styles.control, styles.select].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...select}
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
    </div>
  );
}
