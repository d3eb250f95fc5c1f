import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/ui/Button';
import { rememberPass } from './gate-pass';
import { cryptoPick, gateQuestion, isRightAnswer, type Pick } from './gate-question';
import styles from './ParentalGate.module.css';

export interface ParentalGateProps {
  /** Why a grown-up is needed here, e.g. 'Settings are for grown-ups.' */
  reason: string;
  /** The heading's id, for a dialog to be labelled by it. */
  titleId?: string;
  headingLevel?: 1 | 2 | 3;
  onPass(): void;
  /** Shows a way back (a dialog's 'Stay here'). */
  onCancel?(): void;
  cancelLabel?: string;
  /** Moves the focus to the answer field when the gate appears (in a dialog). */
  focusOnShow?: boolean;
  /** How questions are picked; random by default. */
  pick?: Pick;
}

const WRONG = 'That is not the answer. Here is a new question.';
const EMPTY = 'Type the answer in digits, for example 12.';

/**
 * The parental gate: a question for grown-ups, answered in digits. A right answer is remembered
 * for a few minutes; a wrong one keeps the gate closed and asks a new question.
 */
export function ParentalGate({
  reason,
  titleId,
  headingLevel = 2,
  onPass,
  onCancel,
  cancelLabel = 'Go back',
  focusOnShow = false,
  pick = cryptoPick,
}: ParentalGateProps) {
  const id = useId();
  const headingId = titleId ?? `${id}-title`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState(() => gateQuestion(pick));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (focusOnShow) inputRef.current?.focus();
  }, [focusOnShow]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(EMPTY);
    } else if (isRightAnswer(question, typed)) {
      rememberPass();
      onPass();
      return;
    } else {
      setError(WRONG);
      setQuestion(gateQuestion(pick));
      setTyped('');
    }
    inputRef.current?.focus();
  };

  return (
    <section className={styles.gate} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" fill="currentColor" />
          <path
            d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        Grown-ups only
      </Heading>
      <p className={styles.reason}>{reason} Answer this question to carry on.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={`${id}-answer`}>
          {question.prompt}
        </label>
        <input
          ref={inputRef}
          id={`${id}-answer`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={4}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit">Continue</Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
