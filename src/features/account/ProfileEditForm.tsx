import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/ui/Button';
import { EmailField, GradeField, StudentNameField } from '@/widgets/account-fields/AccountFields';
import type { ProfileEdit } from './save-profile';
import { useFieldErrors } from '@/ui/useFieldErrors';
import { isGradeName, validateProfile, type ProfileValues } from './validation';
import styles from './profile.module.css';

interface ProfileEditFormProps {
  initial: ProfileValues;
  saving: boolean;
  onSave: (values: ProfileEdit) => void;
  onCancel: () => void;
}

/** The edit mode of /profile: name, grade and email, with Save Changes and Cancel. */
export function ProfileEditForm({ initial, saving, onSave, onCancel }: ProfileEditFormProps) {
  const [values, setValues] = useState<ProfileValues>(initial);
  const { formRef, errors, accept, clearError } = useFieldErrors<keyof ProfileValues>();

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [formRef]);

  function update(field: keyof ProfileValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clearError(field);
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!accept(validateProfile(values)) || !isGradeName(values.grade)) return;
    onSave({ name: values.name, grade: values.grade, email: values.email });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit Profile">
      <StudentNameField value={values.name} onChange={update('name')} error={errors.name} />
      <GradeField value={values.grade} onChange={update('grade')} error={errors.grade} />
      <EmailField
        hint="A new email changes once you open the link we send to it."
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
