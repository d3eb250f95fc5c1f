import { useState } from 'react';
import { downloadableFamilyData, familyDataFileName } from '@/backend/family-data';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
// Hands any Blob to the browser as a download, a JSON file as well as a PDF.
import { downloadPdf as downloadBlob } from '@/ui/pdf-file';
import styles from './profile.module.css';

/** 'Download our data': the account, children, results and payments as one JSON file. */
export function FamilyDataDownload() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    const read = await downloadableFamilyData();
    setBusy(false);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    downloadBlob(
      new Blob([JSON.stringify(read.data, null, 2)], { type: 'application/json' }),
      familyDataFileName(read.data),
    );
  };
  return (
    <Card className={styles.card}>
      <h2>Your family’s data</h2>
      <p>
        One file (JSON) with your account, your children, every result and your payments, as kept on
        our server.
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} disabled={busy}>
          Download our data
        </Button>
      </div>
    </Card>
  );
}
