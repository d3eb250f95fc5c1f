import { useRef, useState } from 'react';
import type { WorksheetRow } from '@/db';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { formatFileSize } from '@/ui/pdf-file';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { SavedWorksheetItem } from './SavedWorksheetItem';
import { useSavedWorksheets } from './useSavedWorksheets';
import styles from './MyWorksheetsPage.module.css';

function countText(count: number): string {
  return count === 1 ? '1 worksheet' : `${count} worksheets`;
}

/** /worksheets: the PDFs kept on this device, to print or download again (also offline). */
export default function MyWorksheetsPage() {
  useDocumentTitle('My worksheets');
  const { state, remove } = useSavedWorksheets();
  const [deleted, setDeleted] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  const onDelete = async (row: WorksheetRow) => {
    await remove(row.id);
    setDeleted(row.title);
    // The row and its buttons are gone: focus goes back to the top of the page.
    pageRef.current?.focus({ preventScroll: true });
  };

  return (
    <div ref={pageRef} tabIndex={-1} className={styles.page}>
      <PageHeading
        title="My worksheets"
        lead="Worksheets you download, print or email are kept on this device, so you can print them again at any time, even without the internet."
      />
      {deleted ? <Alert tone="success">Deleted ‘{deleted}’.</Alert> : null}
      {state.status === 'loading' ? <Loading label="Loading your worksheets..." /> : null}
      {state.status === 'failed' ? (
        <Alert tone="error" title="Your worksheets could not be read">
          This browser did not let Sprouts open its storage on this device. Check that storage is
          allowed for this site, then reload the page.
        </Alert>
      ) : null}
      {state.status === 'ready' && state.rows.length === 0 ? (
        <Card as="section" tone="sun" aria-labelledby="no-worksheets" className={styles.empty}>
          <h2 id="no-worksheets" className={styles.emptyTitle}>
            No saved worksheets yet
          </h2>
          <p>
            Open a subject or an activity of your child’s grade and choose Download or Print: the
            worksheet is kept here, ready to print again, even offline.
          </p>
          <ButtonLink to="/class" size="large">
            Choose a grade
          </ButtonLink>
        </Card>
      ) : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <section aria-label="Saved worksheets" className={styles.saved}>
          <p className={styles.total}>
            {countText(state.rows.length)} · {formatFileSize(state.totalBytes)} on this device
          </p>
          <ul className={styles.list}>
            {state.rows.map((row) => (
              <SavedWorksheetItem key={row.id} row={row} onDelete={onDelete} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
