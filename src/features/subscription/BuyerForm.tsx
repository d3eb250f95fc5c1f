import type { ChangeEvent, FormEvent, RefObject } from 'react';
import { type FieldErrors } from '@/domain/form-validation';
import {
  EmailField,
  NewPasswordField,
  StudentNameField,
} from '@/widgets/account-fields/AccountFields';
import type { BuyerValues } from './validation';
import styles from './checkout.module.css';

interface BuyerFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  values: BuyerValues;
  errors: FieldErrors<keyof BuyerValues>;
  disabled: boolean;
  onChange: (field: keyof BuyerValues, value: string) => void;
}

/**
 * The PayPal checkout's details of a signed-out buyer (SPEC section 2: student's name, email
 * and password). The account is created from them before PayPal opens; the password goes to
 * Supabase Auth only.
 */
export function BuyerForm({ formRef, values, errors, disabled, onChange }: BuyerFormProps) {
  function update(field: keyof BuyerValues) {
    return (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value);
  }

  // Paying happens with the PayPal buttons; the form itself is never sent anywhere.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Your details">
      <fieldset className={styles.fieldset} disabled={disabled}>
        <StudentNameField value={values.name} onChange={update('name')} error={errors.name} />
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <NewPasswordField
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
      </fieldset>
    </form>
  );
}
