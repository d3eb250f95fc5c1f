import { useId, useState, type FormEvent } from 'react';
import {
  CHILD_AVATARS,
  CHILD_NAME_MAX_LENGTH,
  childFieldsProblem,
  type ChildAvatar,
  type ChildFields,
} from '@/domain/child';
import { GRADE_NAMES, type GradeName } from '@/domain/grades';
import { pictureUrl } from '@/activities/views/pictures';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { GradeField } from '@/widgets/account-fields/AccountFields';
import { Problem } from './Problem';
import styles from './children.module.css';

interface ChildFormProps {
  /** The child being changed; a new child starts empty. */
  initial?: ChildFields;
  submitLabel: string;
  onSubmit(fields: ChildFields): Promise<string | null>;
  onCancel(): void;
}

const isGrade = (value: string): value is GradeName =>
  (GRADE_NAMES as readonly string[]).includes(value);

/** A child's name, grade and picture, checked before anything is kept. */
export function ChildForm({ initial, submitLabel, onSubmit, onCancel }: ChildFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [grade, setGrade] = useState<string>(initial?.grade ?? '');
  const [avatar, setAvatar] = useState<ChildAvatar>(initial?.avatar ?? CHILD_AVATARS[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pictures = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: ChildFields = { name: name.trim(), grade: isGrade(grade) ? grade : null, avatar };
    const wrong =
      childFieldsProblem({ ...fields, name }) ??
      (fields.grade === null ? 'Please choose a grade.' : null);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    const failed = await onSubmit(fields);
    setBusy(false);
    setProblem(failed);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Child's name"
        name="child-name"
        autoComplete="off"
        maxLength={CHILD_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
      />
      <GradeField value={grade} onChange={(event) => setGrade(event.target.value)} required />
      <fieldset className={styles.pictures} aria-describedby={pictures}>
        <legend>Picture</legend>
        <p id={pictures} className={styles.hint}>
          The picture your child taps to play.
        </p>
        <div className={styles.pictureChoices}>
          {CHILD_AVATARS.map((choice) => (
            <label key={choice} className={styles.pictureChoice}>
              <input
                type="radio"
                name="child-avatar"
                value={choice}
                checked={avatar === choice}
                onChange={() => setAvatar(choice)}
              />
              <img src={pictureUrl(choice) ?? undefined} alt="" width={48} height={48} />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Problem text={problem} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
