import { useId, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { Button } from '@/ui/Button';
import { worksheetFileName, type PaperId } from '@/worksheets/meta';
import { makeVolumePdf } from './make-pdf';
import { NoticeLine } from './NoticeLine';
import { useWorksheetJob, type WorksheetAction } from './useWorksheetJob';
import styles from './worksheets.module.css';

interface VolumeWorksheetsProps {
  pack: ContentPack;
  paper: PaperId;
  childName?: string;
}

/** Every worksheet of the volume in one PDF, with a progress bar while it is made. */
export function VolumeWorksheets({ pack, paper, childName }: VolumeWorksheetsProps) {
  const headingId = useId();
  const progressId = useId();
  const job = useWorksheetJob();
  const [fraction, setFraction] = useState<number | null>(null);
  const number = pack.volume.slice(1);

  const act = async (action: WorksheetAction) => {
    setFraction(0);
    await job.run(action, {
      pack,
      kind: 'volume',
      subject: null,
      title: `All worksheets of Volume ${number}: ${pack.title}`,
      fileName: worksheetFileName({ kind: 'volume', grade: pack.grade, volume: pack.volume }),
      paper,
      make: () => makeVolumePdf(pack, { paper, childName }, setFraction),
    });
    setFraction(null);
  };

  const percent = fraction === null ? 0 : Math.round(fraction * 100);
  return (
    <section aria-labelledby={headingId} className={styles.volume}>
      <h4 id={headingId} className={styles.volumeTitle}>
        The whole volume
      </h4>
      <p className={styles.panelText}>
        One PDF with a contents page and every worksheet of Volume {number}, English and Maths, with
        both assessments.
      </p>
      <div className={styles.buttons}>
        <Button disabled={job.busy !== null} onClick={() => void act('download')}>
          {job.busy === 'download' ? 'Making the PDF...' : 'Download all worksheets of this volume'}
        </Button>
        <Button variant="secondary" disabled={job.busy !== null} onClick={() => void act('email')}>
          {job.busy === 'email' ? 'Sending...' : 'Email this volume’s worksheets'}
        </Button>
      </div>
      {fraction !== null ? (
        <div className={styles.progress}>
          <label htmlFor={progressId}>Making the worksheets: {percent}%</label>
          <progress id={progressId} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      ) : null}
      <NoticeLine notice={job.notice} />
    </section>
  );
}
