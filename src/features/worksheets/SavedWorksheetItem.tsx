import { useEffect, useId, useRef, useState } from 'react';
import type { WorksheetRow } from '@/db';
import { Button } from '@/ui/Button';
import { downloadPdf, formatFileSize, printPdf } from '@/ui/pdf-file';
import { gradeLabel, PAPER_LABELS, volumeLabel, worksheetSubtitle } from '@/worksheets/meta';
import styles from './MyWorksheetsPage.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Kindergarten 1 · Volume 1 · Maths', or '... · English and Maths' for a whole volume. */
export function worksheetMeta(row: WorksheetRow): string {
  if (!row.subject)
    return `${gradeLabel(row.grade)} · ${volumeLabel(row.volume)} · English and Maths`;
  const subtitle = worksheetSubtitle(row.grade, row.volume, row.subject);
  return row.kind === 'assessment' ? `${subtitle} · Assessment` : subtitle;
}

interface SavedWorksheetItemProps {
  row: WorksheetRow;
  onDelete: (row: WorksheetRow) => Promise<void>;
}

/** One saved PDF: what it is, its size and date, and Print, Download and Delete. */
export function SavedWorksheetItem({ row, onDelete }: SavedWorksheetItemProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  // Focus follows the question: to 'Keep it' when asked, back to 'Delete' when kept.
  const actionsRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!asked.current) return;
    actionsRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirming]);

  const confirmDelete = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await onDelete(row);
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };

  const created = new Date(row.created);
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemText}>
        <h2 id={titleId} className={styles.itemTitle}>
          {row.title}
        </h2>
        <p className={styles.itemMeta}>{worksheetMeta(row)}</p>
        <p className={styles.itemMeta}>
          {PAPER_LABELS[row.paper]} · {formatFileSize(row.size)} · Saved{' '}
          <time dateTime={row.created}>{dateFormat.format(created)}</time>
        </p>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${titleId}-confirm`}>
          <p id={`${titleId}-confirm`} className={styles.confirmText}>
            Delete ‘{row.title}’ from this device?
          </p>
          <div className={styles.actions} ref={actionsRef}>
            <Button variant="accent" disabled={deleting} onClick={() => void confirmDelete()}>
              {deleting ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button variant="secondary" disabled={deleting} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions} ref={actionsRef}>
          <Button aria-label={`Print ${row.title}`} onClick={() => printPdf(row.pdf)}>
            Print
          </Button>
          <Button
            variant="secondary"
            aria-label={`Download ${row.title}`}
            onClick={() => downloadPdf(row.pdf, row.fileName)}
          >
            Download
          </Button>
          <Button
            variant="ghost"
            aria-label={`Delete ${row.title}`}
            onClick={() => {
              asked.current = true;
              setConfirming(true);
            }}
          >
            Delete
          </Button>
        </div>
      )}
      {failed ? (
        <p role="alert" className={styles.error}>
          It could not be deleted. Please try again.
        </p>
      ) : null}
    </li>
  );
}
