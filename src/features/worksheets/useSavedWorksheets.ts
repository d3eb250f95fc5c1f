import { useCallback, useEffect, useState } from 'react';
import { deleteWorksheet, listWorksheets, worksheetsTotalSize, type WorksheetRow } from '@/db';

export type SavedWorksheets =
  | { status: 'loading' }
  | { status: 'ready'; rows: WorksheetRow[]; totalBytes: number }
  | { status: 'failed' };

/** The worksheets kept on this device, newest first, and a way to delete one. */
export function useSavedWorksheets() {
  const [state, setState] = useState<SavedWorksheets>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const [rows, totalBytes] = await Promise.all([listWorksheets(), worksheetsTotalSize()]);
      setState({ status: 'ready', rows, totalBytes });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    Promise.all([listWorksheets(), worksheetsTotalSize()]).then(
      ([rows, totalBytes]) => {
        if (!cancelled) setState({ status: 'ready', rows, totalBytes });
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const remove = useCallback(
    async (id: string) => {
      await deleteWorksheet(id);
      await reload();
    },
    [reload],
  );

  return { state, remove };
}
