import type { ComponentProps } from 'react';
import { PASSWORD_RULE } from '@/domain/form-validation';
import { GRADE_OPTIONS } from '@/domain/grades';
import { PasswordField, SelectField, TextField } from '@/ui/Field';

/*
 * The account fields every form asks for the same way (sign-up, sign-in, the buyer's details,
 * the card dialog, the profile): one place for their labels, names, autofill hints and limits.
 */

type TextProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name'>;
type PasswordProps = Omit<ComponentProps<typeof PasswordField>, 'name' | 'label'> & {
  label?: string;
};
type SelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'name' | 'placeholder'>;

export function StudentNameField(props: TextProps) {
  return (
    <TextField
      label="Student's name"
      name="name"
      autoComplete="off"
      required
      maxLength={100}
      {...props}
    />
  );
}

export function EmailField(props: TextProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A password being chosen: says the rule before the parent submits. */
export function NewPasswordField({ label = 'Password', ...props }: PasswordProps) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_RULE}
      {...props}
    />
  );
}

/** The password of an existing account. */
export function CurrentPasswordField({ label = 'Password', ...props }: PasswordProps) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** The grade list with its disabled placeholder (SPEC section 2). */
export function GradeField({
  options = GRADE_OPTIONS,
  ...props
}: Omit<SelectProps, 'options'> & { options?: SelectProps['options'] }) {
  return (
    <SelectField
      label="Grade"
      name="grade"
      required
      placeholder="Select your grade"
      options={options}
      {...props}
    />
  );
}
