import { Link } from '@/lib/router';
import { Alert } from '@/ui/Alert';
import type { Notice } from './useWorksheetJob';
import styles from './worksheets.module.css';

/** The outcome of the last action: done (polite status) or refused (alert), with its next step. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} className={styles.notice}>
      <p>
        {notice.text}
        {notice.link ? (
          <>
            {' '}
            <Link to={notice.link.to}>{notice.link.label}</Link>
          </>
        ) : null}
      </p>
    </Alert>
  );
}
