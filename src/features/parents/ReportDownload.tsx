import { useId, useState, type FormEvent } from 'react';
import {
  buildProgressReport,
  REPORT_PERIODS,
  type ProgressResult,
  type ReportPeriod,
} from '@/content/progress';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import type { PaperSize } from '@/settings/child-settings';
import type { Catalogs } from './catalogs';
import { downloadFile } from './download-file';
import { PERIOD_LABELS, progressReportInput, reportFileName } from './report-input';
import styles from './parents.module.css';

interface ReportDownloadProps {
  results: readonly ProgressResult[];
  catalogs: Catalogs;
  childName: string;
  paper: PaperSize;
}

type Job =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'done'; fileName: string }
  | { state: 'failed' };

/**
 * 'Download progress report': a PDF for a period, made on this device with the worksheet
 * renderer (loaded only when asked for).
 */
export function ReportDownload({ results, catalogs, childName, paper }: ReportDownloadProps) {
  const id = useId();
  const [period, setPeriod] = useState<ReportPeriod>('last-4-weeks');
  const [job, setJob] = useState<Job>({ state: 'idle' });

  const make = async (event: FormEvent) => {
    event.preventDefault();
    setJob({ state: 'making' });
    try {
      const now = new Date();
      const data = buildProgressReport(results, catalogs.lookup, {
        period,
        now,
        packKnown: catalogs.known,
      });
      const { createProgressReportPdf } = await import('@/worksheets/progress-report');
      const bytes = await createProgressReportPdf(progressReportInput(data, { childName, paper }));
      const fileName = reportFileName(childName, now);
      downloadFile(bytes, fileName);
      setJob({ state: 'done', fileName });
    } catch {
      setJob({ state: 'failed' });
    }
  };

  return (
    <form className={styles.reportForm} onSubmit={(event) => void make(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-period`} className={styles.label}>
          Period
        </label>
        <select
          id={`${id}-period`}
          className={styles.select}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
        >
          {REPORT_PERIODS.map((option) => (
            <option key={option} value={option}>
              {PERIOD_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={job.state === 'making'} aria-describedby={`${id}-paper`}>
          {job.state === 'making' ? 'Making the report...' : 'Download progress report'}
        </Button>
        <p id={`${id}-paper`} className={styles.muted}>
          A PDF on {paper === 'letter' ? 'US Letter' : 'A4'} paper, ready to print or share.
        </p>
      </div>
      {job.state === 'done' ? (
        <Alert tone="success">
          <p>Your progress report is downloading: {job.fileName}</p>
        </Alert>
      ) : null}
      {job.state === 'failed' ? (
        <Alert tone="error" title="The report could not be made">
          <p>Something went wrong while making the PDF. Please try again.</p>
        </Alert>
      ) : null}
    </form>
  );
}
