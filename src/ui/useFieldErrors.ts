import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { hasErrors, type FieldErrors } from '@/domain/form-validation';

/**
 * The validation messages of one form. `accept` stores what a validator found and, when something
 * is wrong, moves focus to the first invalid field so that its label and message are read out.
 * Editing a field clears its message. Focus moves in the same commit that shows the message, so
 * nothing (a screen reader, a test) sees the message while focus is still on the button.
 */
export function useFieldErrors<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failedAttempts, setFailedAttempts] = useState(0);

  useLayoutEffect(() => {
    if (failedAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const accept = useCallback((found: FieldErrors<Field>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setFailedAttempts((count) => count + 1);
    return false;
  }, []);

  const clearError = useCallback((field: Field) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  return { formRef, errors, accept, clearError };
}
