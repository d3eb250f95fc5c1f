import { useCallback, useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { deleteWorksheet, listWorksheets, type WorksheetRow } from '@/db';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { formatFileSize } from '@/ui/pdf-file';
import { Loading } from '@/ui/Spinner';
import { PAPER_LABELS } from '@/worksheets/meta';
import { count, longDate } from './format';
import styles from './parents.module.css';

type SavedState =
  { status: 'loading' } | { status: 'ready'; rows: WorksheetRow[] } | { status: 'failed' };

/**
 * The worksheet PDFs kept on this device (the same list as My worksheets), with their sizes,
 * and a way to remove each. A removed worksheet can be made again from its topic.
 */
export function SavedWorksheets() {
  const [state, setState] = useState<SavedState>({ status: 'loading' });
  const [removed, setRemoved] = useState<string | null>(null);

  const read = useCallback(
    () =>
      listWorksheets().then(
        (rows) => setState({ status: 'ready', rows }),
        () => setState({ status: 'failed' }),
      ),
    [],
  );
  useEffect(() => {
    void read();
  }, [read]);

  const remove = async (row: WorksheetRow) => {
    try {
      await deleteWorksheet(row.id);
      setRemoved(row.title);
    } finally {
      await read();
    }
  };

  if (state.status === 'loading') return <Loading label="Loading saved worksheets..." />;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title="Saved worksheets could not be read">
        This browser did not let Sprouts open its storage on this device.
      </Alert>
    );
  }
  const total = state.rows.reduce((sum, row) => sum + row.size, 0);
  return (
    <div className={styles.storage}>
      <p>
        {state.rows.length === 0
          ? 'No worksheets are saved on this device. Worksheets you download or print from a topic are kept here, ready to print again offline.'
          : `${count(state.rows.length, 'worksheet')}, ${formatFileSize(total)} in all.`}
      </p>
      {removed ? <Alert tone="success">Removed ‘{removed}’ from this device.</Alert> : null}
      {state.rows.length > 0 ? (
        <ul className={styles.storageList}>
          {state.rows.map((row) => (
            <li key={row.id} className={styles.storageItem}>
              <span className={styles.storageName}>
                {row.title}
                <span className={styles.muted}>
                  {PAPER_LABELS[row.paper]} · {formatFileSize(row.size)} · saved on{' '}
                  {longDate(row.created)}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Remove ${row.title}`}
                onClick={() => void remove(row)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/worksheets">Open My worksheets</Link> to print or download them again.
      </p>
    </div>
  );
}
