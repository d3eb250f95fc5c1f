import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { gradeVolumeErrorMessage } from './gradeVolumeError';
import styles from './GradeNotFound.module.css';

interface GradeNotFoundProps {
  /** The grade as written in the URL. */
  grade?: string | undefined;
  /** The volume as written in the URL, if the route has one. */
  volume?: string | undefined;
}

/** Shown instead of a grade page when the URL names a grade or volume that does not exist. */
export function GradeNotFound({ grade, volume }: GradeNotFoundProps) {
  useDocumentTitle('Grade Not Found');
  return (
    <div className={styles.wrap}>
      <h1>Grade Not Found</h1>
      <Alert tone="error">{gradeVolumeErrorMessage(grade, volume)}</Alert>
      <div className={styles.actions}>
        <ButtonLink to="/class">Choose a Grade</ButtonLink>
      </div>
    </div>
  );
}
