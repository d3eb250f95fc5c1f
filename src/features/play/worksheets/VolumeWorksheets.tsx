import { useId, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { Button } from '@/ui/Button';
import { worksheetFileName, type KeyPlacement } from '@/worksheets/meta';
import { makeVolumeFiles } from '@/worksheets/worker/volume-files';
import type { PdfOptions } from './make-pdf';
import { NoticeLine } from './NoticeLine';
import { useWorksheetJob, type WorksheetAction, type WorksheetFile } from './useWorksheetJob';
import styles from './worksheets.module.css';

interface VolumeWorksheetsProps {
  pack: ContentPack;
  options: PdfOptions;
  keys: KeyPlacement;
}

/**
 * Every worksheet of the volume in one PDF, and their answer keys in another (or at the end),
 * made in a worker with a progress bar while the page stays usable.
 */
export function VolumeWorksheets({ pack, options, keys }: VolumeWorksheetsProps) {
  const headingId = useId();
  const progressId = useId();
  const job = useWorksheetJob();
  const [fraction, setFraction] = useState<number | null>(null);
  const number = pack.volume.slice(1);
  const title = `All worksheets of Volume ${number}: ${pack.title}`;
  const target = { kind: 'volume', grade: pack.grade, volume: pack.volume } as const;
  const inkSaver = options.ink === 'saver';

  const act = async (action: WorksheetAction) => {
    setFraction(0);
    // Both files come out of one run of the worker; the second file waits for the first.
    const files = makeVolumeFiles(
      {
        pack,
        paper: options.paper,
        ink: options.ink,
        childName: options.childName,
        keys,
      },
      setFraction,
    );
    const worksheets: WorksheetFile = {
      title,
      fileName: worksheetFileName(target, {
        inkSaver,
        part: keys === 'with' ? 'both' : 'worksheet',
      }),
      make: async () => (await files).worksheet,
    };
    const answerKeys: WorksheetFile = {
      title: `Answer keys of Volume ${number}: ${pack.title}`,
      fileName: worksheetFileName(target, { inkSaver, part: 'answerKey' }),
      make: async () => (await files).answerKey ?? new Uint8Array(),
    };
    await job.run(action, {
      pack,
      kind: 'volume',
      subject: null,
      paper: options.paper,
      title,
      file: action === 'downloadKey' ? answerKeys : worksheets,
      emailed: keys === 'with' ? [worksheets] : [worksheets, answerKeys],
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
        both assessments;{' '}
        {keys === 'apart' ? 'their answer keys in a second PDF.' : 'their answer keys at the end.'}
      </p>
      <div className={styles.buttons}>
        <Button disabled={job.busy !== null} onClick={() => void act('download')}>
          {job.busy === 'download' ? 'Making the PDF...' : 'Download all worksheets of this volume'}
        </Button>
        {keys === 'apart' ? (
          <Button
            variant="secondary"
            disabled={job.busy !== null}
            onClick={() => void act('downloadKey')}
          >
            {job.busy === 'downloadKey' ? 'Making the PDF...' : 'Download all answer keys'}
          </Button>
        ) : null}
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
